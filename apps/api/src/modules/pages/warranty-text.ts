import type { CompanyProfile } from '@shop/contracts';

/**
 * The shop's warranty and returns page until staff write their own in the admin site. It spells
 * out the promise every product page makes ("Returns within 30 days") and agrees with the
 * "Returns and refunds" section of the default terms (terms-text.ts): change both together.
 */
export function defaultWarrantyText(company: CompanyProfile): string {
  const email = company.emails[0];
  const phone = company.phones[0];
  return `Every item ${company.name} sells is checked in our warehouse before it leaves. If something is not right, this page says what we do about it. Call us on ${phone} or write to ${email} with your order number, and we will sort it out.

## Returns within 30 days

Not what you expected? You may return goods within 30 days of delivery, for any reason. They must be unused, complete and in their original packaging. Tell us first by phone or e-mail: we arrange the collection, or you may bring them to us at ${company.address}. We refund the price of the goods once we have received and checked them.

## Damaged, faulty or wrong goods

Please check your goods when they arrive and tell the driver at once about anything missing or damaged. If goods arrive damaged or faulty, or are not what you ordered, tell us within 7 days of delivery and keep them as they came, with their packaging. We collect them at our cost and, as you prefer, replace them or refund you in full, delivery fee included.

## Manufacturer's warranty

Many products, such as generators, solar equipment, water pumps and office machines, come with their maker's warranty. We hand over the warranty card with the goods, keep a copy of your invoice, and help you make a claim: bring or send us the item with your order number and we deal with the maker or its agent in Juba for you. A fault that appears during the warranty period is repaired or the item replaced, as the maker's terms say.

## What cannot be returned

Items made or cut to your order (such as custom furniture, cut timber or steel), food and other perishable goods, fuel and lubricants, and goods that have been used or installed cannot be returned unless they are faulty. Wear and tear, damage from misuse, wrong installation or accidents are not covered.

## Refunds

Refunds are made in cash or by mobile money to the number you paid from, within 7 days of our receiving the goods. For orders paid on delivery, we refund in cash or by mobile money, as you prefer.

## Large orders and contracts

Supplies delivered under a written contract, such as construction materials, fuel or relief supplies for organisations, follow the warranty and acceptance terms of that contract where it has them.`;
}
