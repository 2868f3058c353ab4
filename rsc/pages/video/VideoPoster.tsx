/**
 * A video page's picture when the `video` flag is off (featureDisable=video, 000 §4): the poster
 * in the player's frame, so the page keeps its shape, and no player, no media, no video ads.
 */
export function VideoPoster({
  poster,
  title,
  width,
  height,
}: {
  poster: string | undefined;
  title: string;
  width: number;
  height: number;
}) {
  return (
    <figure className="video-player video-player--page video-player--off" data-video-off="">
      <div className="video-player__frame">
        {poster ? (
          <img className="video-player__poster" src={poster} width={width} height={height} alt={title} />
        ) : null}
      </div>
    </figure>
  );
}
