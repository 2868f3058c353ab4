import type { NavItem } from '../../shared/models/component';
import { PrivacySettingsButton } from '../../client/consent/PrivacySettingsButton';
import type { SegmentRenderer } from '../../shared/render/contract';
import { NavLinks } from './NavLinks';

export function SiteFooter({
  items,
  segments,
  nav,
}: {
  items: readonly NavItem[];
  segments: SegmentRenderer;
  nav: object;
}) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <NavLinks items={items} label="Footer" segments={segments} owner={nav} />
        <p>{`© ${new Date().getUTCFullYear()} Neutron Media. All rights reserved.`}</p>
        <PrivacySettingsButton />
      </div>
    </footer>
  );
}
