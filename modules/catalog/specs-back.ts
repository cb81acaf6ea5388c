import type { Tx } from "../../db/client.ts";

/** A spec that could not be bought (out of stock, or its goods delisted) and now can. */
export type SpecBack = { goodsId: number; specId: number; type: number };

/**
 * What a catalogue write runs, inside its transaction, for the specs it brought back (the arrival reminders'
 * mails). A parameter rather than an import: reminders depend on catalog, never the other way (ADR 0027).
 */
export type WhenSpecsBack = (tx: Tx, specs: SpecBack[]) => Promise<void>;
