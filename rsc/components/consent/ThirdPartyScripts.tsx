/**
 * The page's consent-gated third-party scripts (spec 001 §3 "Scripts store and tags", §4, §5):
 * the script loader island builds the site's tag list (shared/scripts/siteTags.ts) from the
 * third-party host it gets as a prop, and every `serverRender` tag is also written into the HTML inert — `type="text/plain"`, with
 * the class `consent-category-{id}` when it has a category, its address in `data-src` — for the
 * loader to activate once its category is granted. A data block never runs, so readers without
 * JavaScript or consent run none of it (decision 018).
 */
import type { PageRequest, RscServices } from '../../../shared/render/contract';
import { INERT_SCRIPT_TYPE } from '../../../shared/scripts/constants';
import { scriptTypeAttributes } from '../../scripts/gdprAttributes';
import { siteScriptFeatures, siteScriptTags } from '../../../shared/scripts/siteTags';
import type { ScriptTag } from '../../../shared/scripts/tag';
import { ScriptLoader } from '../../../client/scripts/ScriptLoader';
import { pageRuleInput } from '../../../shared/node/features/pageRuleInput';
import { PIXEL_RULE_SETS, evaluateRules } from '../../../shared/features/rules';
import { SITE_SECTION_CODES, commerceTypeOf, siteSectionOf } from '../../../shared/affiliate/commerce';

/** Our consent manager gates every categorised script for every reader (decision 018). */
export const GDPR_ENABLED = true;

/** The tag list depends only on the process-wide third-party host: built once per host. */
const tagsByHost = new Map<string, ScriptTag[]>();
function tagsFor(thirdPartyUrl: string): ScriptTag[] {
  let tags = tagsByHost.get(thirdPartyUrl);
  if (!tags) tagsByHost.set(thirdPartyUrl, (tags = siteScriptTags(thirdPartyUrl)));
  return tags;
}

/** What the commerce pixel is told about the page: its site-section code and commerce type (001 §9). */
function pixelQuery(pageType: string, articleType: string | undefined): string {
  return new URLSearchParams({
    ss: SITE_SECTION_CODES[siteSectionOf(pageType)],
    ct: commerceTypeOf(articleType) ?? '',
  }).toString();
}

function InertScript({ tag }: { tag: ScriptTag }) {
  // The class comes from the GDPR rule (001 §5). The type is inert even for an uncategorised
  // tag: a live parser-inserted script would need the per-request nonce, which the server
  // components (and their cached renders) do not know — the loader starts it instead. Inline
  // content stays in the tag list, never in the HTML.
  const { class: className } = scriptTypeAttributes(tag.gdprCategory, GDPR_ENABLED);
  return <script type={INERT_SCRIPT_TYPE} className={className} data-tag-id={tag.tagId} data-src={tag.src} />;
}

export function ThirdPartyScripts({ request, services }: { request: PageRequest; services: RscServices }) {
  const tags = tagsFor(services.clientServices.thirdPartyUrl);
  // Pixels are enabled for named rule sets (001 §9): the server part here, the client part in the loader.
  const rules = pageRuleInput(request, request.primary.kind === 'article' ? request.primary.article : undefined);
  const onError = (rule: string, error: unknown) =>
    services.log.warn('feature rule failed', { rule, err: String(error) });
  const pixelSet = PIXEL_RULE_SETS['commerce-pixel'];
  const features = siteScriptFeatures(
    request.state.flags,
    !request.state.adPluginDisabled,
    evaluateRules(pixelSet.server, rules, onError),
  );
  // The health privacy page (decision 071) loads no third-party script at all.
  if (request.primary.kind === 'health-privacy') features.thirdPartyScripts = false;
  return (
    <>
      {tags
        .filter((tag) => tag.timing === 'serverRender')
        .map((tag) => (
          <InertScript key={tag.tagId} tag={tag} />
        ))}
      <ScriptLoader
        thirdPartyUrl={services.clientServices.thirdPartyUrl}
        features={features}
        {...(features.commercePixel ? { pixelQuery: pixelQuery(rules.pageType, rules.articleType) } : {})}
      />
    </>
  );
}
