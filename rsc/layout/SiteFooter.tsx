import type { NavItem } from '../../shared/models/component';
import { PrivacySettingsButton } from '../../client/consent/PrivacySettingsButton';
import { NavLinks } from './NavLinks';

export function SiteFooter({ items }: { items: readonly NavItem[] }) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <NavLinks items={items} label="Footer" />
        <p>{`© ${new Date().getUTCFullYear()} Neutron Media. All rights reserved.`}</p>
        <PrivacySettingsButton />
      </div>
    </footer>
  );
}
