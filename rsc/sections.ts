/** The site's sections (spec 000 §1) as readers see them. */
export const SECTION_NAMES: Readonly<Record<string, string>> = {
  tech: 'Tech',
  home: 'Home',
  money: 'Money',
  'personal-finance': 'Personal Finance',
  health: 'Health',
  culture: 'Culture',
  science: 'Science',
  news: 'News',
  cars: 'Cars',
  roadshow: 'Cars',
  shopping: 'Shopping',
  deals: 'Deals',
  // As the how-to door's heading says it.
  'how-to': 'How-To',
  how_to: 'How-To',
  commercial: 'Sponsored',
};

export function sectionName(section: string | undefined): string | undefined {
  return section
    ? (SECTION_NAMES[section] ??
        section.replace(/(^|-)(\w)/g, (_, sep: string, ch: string) => `${sep ? ' ' : ''}${ch.toUpperCase()}`))
    : undefined;
}
