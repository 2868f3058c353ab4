/**
 * Which poster an embedded player sets when it comes near (client/video/VideoPlayer.tsx): the
 * narrowest that still fills the frame at this screen's pixel density, or the widest there is.
 */
export function embedPoster(
  posters: ReadonlyArray<{ width: number; src: string }> | undefined,
  framePixels: number,
): string | undefined {
  if (!posters || posters.length === 0) return undefined;
  const ascending = [...posters].sort((a, b) => a.width - b.width);
  return (ascending.find((poster) => poster.width >= framePixels) ?? ascending[ascending.length - 1]!).src;
}
