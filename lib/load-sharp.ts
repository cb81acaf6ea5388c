/** sharp brings libvips (about 20 MB resident): it is loaded with the first image to process, not at boot. */
export async function loadSharp() {
  return (await import("sharp")).default;
}
