import { z } from "zod";
import { decimalId } from "../../lib/decimal-id.ts";

const categoryId = decimalId("i18n_error_invalid_category");

export const compareListQuery = z.object({ categoryId });
