import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { offlineChromiumFlags } from "../scripts/chromium-flags.ts";

const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
/** Headless, and nothing that talks to the outside: the pages under test are on loopback. */
const flags = [
  "--headless=new",
  ...offlineChromiumFlags,
  "--no-default-browser-check",
  "--disable-domain-reliability",
  "--disable-client-side-phishing-detection",
  "--remote-debugging-address=127.0.0.1",
  "--remote-debugging-port=0",
];

export type Chromium = { port: number; close: () => Promise<void> };

/** Debian's Chromium with a throwaway profile; its DevTools port is read from what it prints. */
export async function launchChromium(): Promise<Chromium> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "store-chromium-"));
  const child = spawn(chromiumPath, [...flags, `--user-data-dir=${profile}`, "about:blank"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(profile, { recursive: true, force: true });
  };
  try {
    return { port: await devToolsPort(child), close };
  } catch (error) {
    await close();
    throw error;
  }
}

function devToolsPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`Chromium did not start in 30 s:\n${output}`)), 30_000);
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`Chromium exited (${code}):\n${output}`)));
    child.stderr?.on("data", (part) => {
      output = (output + part).slice(-4000);
      const port = /DevTools listening on ws:\/\/127\.0\.0\.1:(\d+)\//.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(Number(port));
      }
    });
  });
}
