// probe-image-size (a dependency of gatsby-plugin-sharp, used by the build's
// content check) ships no types: the one function load.ts calls.
declare module "probe-image-size" {
  type ProbeResult = { width: number; height: number; type: string; mime: string };
  const probe: { sync(data: Buffer | Uint8Array): ProbeResult | null };
  export default probe;
}
