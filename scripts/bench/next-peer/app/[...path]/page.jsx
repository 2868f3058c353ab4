import { notFound } from 'next/navigation';
import { article as getArticle, imageUrl, listing } from '../content.js';

/** Every request renders (no static generation, no data cache): the peer of Neutron's render path. */
export const dynamic = 'force-dynamic';

const slugOf = async (params) => (await params).path.at(-1);

export async function generateMetadata({ params }) {
  const article = await getArticle(await slugOf(params));
  if (!article) return {};
  return {
    title: `${article.headline} - CNET`,
    description: article.seoMetaDescription,
    alternates: { canonical: article.canonicalUrl },
    openGraph: {
      type: 'article',
      title: article.seoOgTitle,
      description: article.seoOgDescription,
      images: [imageUrl(article.image.path, 1200)],
    },
  };
}

/** The headings of the body, for the table of contents (Neutron shows the same list). */
function headings(body) {
  return [...body.matchAll(/<h2[^>]*>(.*?)<\/h2>/g)].map((m, i) => ({
    id: `toc-item-${i + 1}`,
    text: m[1].replace(/<[^>]+>/g, ''),
  }));
}

export default async function ArticlePage({ params }) {
  const article = await getArticle(await slugOf(params));
  if (!article) notFound();
  const topic = article.topics?.[0];
  const related = topic
    ? ((await listing(topic.slug))?.items ?? []).filter((item) => item.slug !== article.slug).slice(0, 4)
    : [];
  const toc = headings(article.body);
  let index = 0;
  const body = article.body.replace(/<h2>/g, () => `<h2 id="toc-item-${++index}">`);
  const author = article.author;
  return (
    <article>
      <nav aria-label="Breadcrumb">
        <ol>
          <li>
            <a href="/">Home</a>
          </li>
          {topic && (
            <li>
              <a href={`/topics/${topic.slug}/`}>{topic.name}</a>
            </li>
          )}
        </ol>
      </nav>
      <h1>{article.headline}</h1>
      <p>{article.dek}</p>
      <div>
        By <a href={author.profileUrl}>{`${author.firstName} ${author.lastName}`}</a>{' '}
        <time dateTime={article.datePublished.date}>{new Date(article.datePublished.date).toDateString()}</time>
      </div>
      <figure>
        <img
          src={imageUrl(article.image.path, 1200)}
          srcSet={[480, 800, 1200].map((w) => `${imageUrl(article.image.path, w)} ${w}w`).join(', ')}
          sizes="(min-width: 1024px) 800px, 100vw"
          width={article.image.width}
          height={article.image.height}
          alt={article.image.alt}
          fetchPriority="high"
        />
        <figcaption>{article.image.caption}</figcaption>
      </figure>
      <nav aria-label="Table of contents">
        <ul>
          {toc.map((item) => (
            <li key={item.id}>
              <a href={`#${item.id}`}>{item.text}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div dangerouslySetInnerHTML={{ __html: body }} />
      <aside aria-label="More to read">
        <h2>More from {topic?.name}</h2>
        <ul>
          {related.map((item) => (
            <li key={item.id}>
              <a href={item.url}>
                {item.image && (
                  <img src={imageUrl(item.image.path, 400)} width={400} height={225} alt="" loading="lazy" />
                )}
                <h3>{item.title}</h3>
              </a>
              <p>{item.description}</p>
            </li>
          ))}
        </ul>
      </aside>
    </article>
  );
}
