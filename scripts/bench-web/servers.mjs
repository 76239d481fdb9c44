// The two servers bench-web compares: the build as served, and its floor (every
// script the browser would run removed), both by scripts/serve.mjs, over HTTPS
// with HTTP/2 as Netlify serves them, with a certificate made for the run that
// the benchmark's Chromium is told to trust (./tls.mjs).
import { spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export const waitForPort = (port, timeoutMs = 15_000) =>
  new Promise((resolve, reject) => {
    const deadline = Date.now() + timeoutMs;
    const attempt = () => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => socket.end(resolve));
      socket.once("error", () => (Date.now() > deadline ? reject(new Error(`port ${port} did not open`)) : setTimeout(attempt, 200)));
    };
    attempt();
  });

export const startServer = (port, stripScripts, dir, tlsDir) =>
  spawn(
    process.execPath,
    [
      path.join(root, "scripts/serve.mjs"),
      "--port",
      String(port),
      "--dir",
      dir,
      "--tls",
      tlsDir,
      ...(stripScripts ? ["--strip-scripts"] : []),
    ],
    {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
