/** /cnet-voices/: the voices contributors (authors call, spec 000 §7), each with a photo and a bio. */
import { authorName, profilePath } from '../../../shared/authors';
import { sizedImage } from '../../../shared/node/images/imageUrl';
import type { Author } from '../../../shared/models/author';
import { Picture } from '../../components/Picture';
import type { ImageBase } from '../../../shared/images/imageService';

/** Contributor photo size on the page. */
const PHOTO = { width: 120, height: 120 } as const;

export function VoicesList({ voices, imageBaseUrl }: { voices: readonly Author[]; imageBaseUrl: ImageBase }) {
  if (voices.length === 0) return <p>No contributors to show yet.</p>;
  return (
    <ul className="voices">
      {voices.map((author) => {
        const photo = sizedImage(imageBaseUrl, author.image, PHOTO.width, PHOTO.height, [PHOTO.width, PHOTO.width * 2]);
        const name = authorName(author);
        return (
          <li key={author.username} className="voice">
            {photo ? <Picture image={{ ...photo, alt: name }} sizes={`${PHOTO.width}px`} /> : null}
            <div>
              <h2>
                <a href={profilePath(author.username)}>{name}</a>
              </h2>
              {(author.jobTitle ?? author.title) ? (
                <p className="voice-title">{author.jobTitle ?? author.title}</p>
              ) : null}
              {author.authorBio ? <p>{author.authorBio}</p> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
