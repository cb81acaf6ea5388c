import { spawn } from "node:child_process";
import os from "node:os";

const forwarded: NodeJS.Signals[] = ["SIGINT", "SIGTERM", "SIGHUP"];

/**
 * Runs a command to its end and answers its exit code, passing this process's SIGINT, SIGTERM and SIGHUP on to
 * it, so `kill -TERM` on `npm start` stops the server gracefully instead of orphaning it. A child ended by a
 * signal answers 128 + the signal's number, as a shell does.
 */
export function runChild(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<number> {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: "inherit" });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  for (const signal of forwarded) process.on(signal, forward);
  const stopForwarding = () => {
    for (const signal of forwarded) process.off(signal, forward);
  };
  return new Promise((resolve, reject) => {
    child.once("error", (error) => {
      stopForwarding();
      reject(error);
    });
    child.once("exit", (code, signal) => {
      stopForwarding();
      resolve(code ?? 128 + (signal ? os.constants.signals[signal] : 0));
    });
  });
}
