import type { ChatReply } from '@shop/contracts/client';
import { bullets, lines } from '../format.ts';
import { ask } from './suggestions.ts';

// docs/spec/account-and-company-site.md section 9: small/compact/tiny gives space-saving advice,
// wood/metal/fabric gives material advice. A message that also names a product gets the products
// instead (intents.ts).

export function spaceAdviceReply(): ChatReply {
  return {
    content: lines(
      'Short on space? A few ideas that work well:',
      bullets([
        'Pick pieces that do two jobs: a sofa bed, a bed with drawers, an extendable dining table.',
        'Go up, not out: tall bookshelves and wall shelves keep the floor free.',
        'Choose light colours and furniture on legs: a room looks bigger when you can see the floor.',
        'Measure the room and the doorways before you buy.',
      ]),
      'Tell me which room you are furnishing and I will show you what we have.',
    ),
    suggestions: [ask('Show me bookshelves'), ask('Show me side tables'), ask('Show me stools')],
    action: 'space_advice',
    products: [],
  };
}

export function materialAdviceReply(): ChatReply {
  return {
    content: lines(
      'Choosing a material:',
      bullets([
        'Wood: strong and long-lasting, and it can be sanded and refinished. Best for beds, ' +
          'dining tables and wardrobes.',
        'Metal: tough, light and easy to clean. Good for office, outdoor and stacking furniture; ' +
          'ask for a rust-proof finish outdoors.',
        'Fabric: soft and warm for sofas and chairs. Darker colours and removable covers cope ' +
          'best with dust and daily use.',
      ]),
      'Which piece are you choosing for?',
    ),
    suggestions: [ask('Show me beds'), ask('Show me sofas'), ask('Show me office chairs')],
    action: 'material_advice',
    products: [],
  };
}
