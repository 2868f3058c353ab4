/**
 * The credit card product record of spec 001 §3 (money pages): id and type; attributes (image,
 * fees, terms links, reward rates, benefits, intro bonuses, reward rules, review, APRs, bullets
 * ...); relationships (lists of id and type); meta. Lenient: a card renders from what is there.
 */
import { z } from 'zod';
import { idSchema } from './id';
import { listOf, maybe } from './lenient';

const text = maybe(z.string());
const num = maybe(z.number());

export const cardFeeSchema = z.object({ displayText: text, unit: text, name: text, typeId: maybe(idSchema), value: num, minimum: num });
export const rewardRateSchema = z.object({ displayText: text, note: text, unit: text, rank: num, explanation: text, value: num });
export const cardBenefitSchema = z.object({ cardBenefitId: maybe(idSchema), rank: num });
export const introBonusSchema = z.object({
  value: num,
  unit: text,
  displayText: text,
  description: text,
  rank: num,
  explanation: text,
  spendAmount: num,
  spendPeriodUnit: text,
  spendPeriodValue: num,
});
export const rewardRuleSchema = z.object({
  unit: text,
  startDate: text,
  endDate: text,
  earningLimit: num,
  spendLimit: num,
  periodLimit: num,
  name: text,
  rank: num,
  rewardRuleCategoryIds: listOf(idSchema),
  value: num,
});
export const aprSchema = z.object({
  displayText: text,
  rateType: text,
  minValue: num,
  maxValue: num,
  aprTypeId: maybe(idSchema),
  name: text,
  periodTypeId: maybe(idSchema),
  periodUnit: text,
  periodValue: num,
});

const relation = listOf(z.object({ id: idSchema, type: z.string().min(1) }));

export const creditCardProductSchema = z.object({
  id: idSchema,
  type: z.string().catch('credit-card'),
  attributes: z
    .object({
      image: maybe(z.object({ url: text, vertical: maybe(z.boolean()) })),
      fees: listOf(cardFeeSchema),
      termsAndConditionsUrl: text,
      benefitTermsUrl: text,
      link: text,
      applyByPhoneNumber: text,
      customData: maybe(z.object({ ongoingBalanceTransferFeeAlternateDisplayText: text })),
      rewardRates: listOf(rewardRateSchema),
      cardBenefits: listOf(cardBenefitSchema),
      introBonuses: listOf(introBonusSchema),
      productTypeId: maybe(idSchema),
      network: text,
      rewardRules: listOf(rewardRuleSchema),
      annualRewardValue: num,
      annualRewardDisplayText: text,
      collationId: maybe(idSchema),
      review: maybe(z.object({ rating: num, count: num, url: text })),
      name: z.string().min(1),
      legacyId: maybe(idSchema),
      creditNeededDisplayText: text,
      additionalData: maybe(
        z.object({ shortPremiumDescription: text, longPremiumDescription: text, shortRewardsDescription: text, longRewardsDescription: text }),
      ),
      sku: text,
      aprs: listOf(aprSchema),
      bullets: listOf(z.string()),
    }),
  relationships: z
    .object({ loyaltyPrograms: relation, additionalBonuses: relation, creditNeeded: relation, issuer: relation, tags: relation })
    .catch({ loyaltyPrograms: [], additionalBonuses: [], creditNeeded: [], issuer: [], tags: [] }),
  meta: maybe(z.object({ lastUpdated: text, commission: num, monetized: maybe(z.boolean()) })),
});

export type CreditCardProduct = z.infer<typeof creditCardProductSchema>;
