import type { ChatReply, ShopSettings } from '@shop/contracts/client';
import { bullets, formatWhatsapp, lines } from '../format.ts';
import { SUGGESTIONS as S } from './suggestions.ts';

// Every company detail comes from the settings (decision 0002): staff change a phone number in
// the admin and the assistant says the new one.

export function contactReply({ company }: ShopSettings): ChatReply {
  return {
    content: lines(
      `You can reach ${company.name}:`,
      bullets([
        `Phone: ${company.phones.join(', ')}`,
        `E-mail: ${company.emails.join(', ')}`,
        `WhatsApp: ${formatWhatsapp(company.whatsapp)}`,
        `Office: ${company.address} (${company.officePurpose})`,
        ...(company.depot ? [`Depot: ${company.depot.address} (${company.depot.purpose})`] : []),
        ...(company.hours.length
          ? [`Opening hours: ${company.hours.map((h) => `${h.days} ${h.hours}`).join('; ')}`]
          : []),
      ]),
      'You can also write to us from the Contact page.',
    ),
    suggestions: [S.delivery, S.help],
    action: 'contact',
    products: [],
  };
}
