// Demo reviews for the demo catalogue: customers from Juba and the states, writing about what a
// general trading company sells. Each text fits every product of its group, so the seeder can
// hand them out by rule (seed-reviews.ts) instead of listing 165 products by hand.
import type { Category } from '@shop/contracts';

/** Demo customers who wrote the reviews; they have no known password and cannot sign in. */
export const DEMO_REVIEWERS = [
  'Achol Deng',
  'Garang Atem',
  'Nyandeng Malual',
  'Deng Kuol',
  'Abuk Chol',
  'Majok Aguer',
  'Akuol Manyang',
  'Mayen Ater',
  'Ladu Wani',
  'Keji Lado',
  'Joseph Lokudu',
  'Grace Kiden',
  'Poni Jada',
  'Gatluak Chuol',
  'Nyakuoth Gai',
  'Rose Nambago',
  'Peter Ojwok',
  'Simon Lemi',
] as const;

export interface DemoReviewText {
  rating: 1 | 2 | 3 | 4 | 5;
  title: string;
  comment: string;
}

type Group = 'furniture' | 'building' | 'food' | 'relief' | 'office' | 'petroleum';

export const GROUP_OF: Record<Category, Group> = {
  Outdoorfurniture: 'furniture',
  Officefurniture: 'furniture',
  Kidsfurniture: 'furniture',
  Accentfurniture: 'furniture',
  Seatingfurniture: 'furniture',
  Tables: 'furniture',
  Storagefurniture: 'furniture',
  Bedroomfurniture: 'furniture',
  BuildingItems: 'building',
  ConstructionMaterials: 'building',
  FoodStuffs: 'food',
  ReliefSupplies: 'relief',
  StationeryOfficeFurniture: 'office',
  PetroleumServices: 'petroleum',
};

const r = (rating: DemoReviewText['rating'], title: string, comment: string) => ({
  rating,
  title,
  comment,
});

export const DEMO_REVIEW_TEXTS: Record<Group, DemoReviewText[]> = {
  furniture: [
    r(
      5,
      'Solid and well finished',
      'Delivered to our house in Gudele two days after ordering. Strong joints, no scratches, ' +
        'and it looks exactly like the picture.',
    ),
    r(
      5,
      'Good value for the price',
      'We compared prices in Konyo Konyo market and this was fair for the quality. The delivery ' +
        'team carried it inside and helped us place it.',
    ),
    r(
      4,
      'Nice, but assembly took time',
      'The quality is good. Assembly took us almost two hours and the instructions were only ' +
        'pictures, but everything fitted in the end.',
    ),
    r(
      5,
      'Survives the dry season',
      'Furniture from the market usually cracks in the heat. This one has been through a whole ' +
        'dry season in Hai Malakal and still looks new.',
    ),
    r(
      4,
      'Sturdy, colour slightly darker',
      'Sturdy and well made. The colour is a little darker than in the photo, but it matches our ' +
        'room well.',
    ),
    r(
      3,
      'Good item, late delivery',
      'The item itself is fine, but it came four days later than promised because of the rains. ' +
        'The staff called to keep us informed, which I appreciated.',
    ),
    r(
      4,
      'Happy with it',
      'Well packed and comfortable to use. One screw was missing and the shop sent it the next ' +
        'day without any argument.',
    ),
    r(
      2,
      'Smaller than I expected',
      'Check the measurements before buying. The quality is fine, but it is smaller than it ' +
        'looked in the photo and does not fill the space we had.',
    ),
  ],
  building: [
    r(
      5,
      'Good quality for our house in Jebel',
      'We used it for a three-room house in Jebel. Quality was the same across the whole order ' +
        'and the truck came on the agreed morning.',
    ),
    r(
      5,
      'Quantities exactly as invoiced',
      'Our contractor has bought here twice. Everything was counted in front of us and matched ' +
        'the invoice, which is not always the case with other suppliers in Juba.',
    ),
    r(
      4,
      'Fair price, book delivery early',
      'The price was better than at Custom market. Book the delivery a few days ahead; the ' +
        'trucks are busy in the dry season.',
    ),
    r(
      4,
      'As described',
      'Matches the description. A few pieces were damaged on the road and they were replaced ' +
        'with the next delivery at no cost.',
    ),
    r(
      3,
      'Material fine, receipt slow',
      'The material is fine. Getting a stamped receipt for our organisation took a week and ' +
        'several phone calls.',
    ),
    r(
      5,
      'Delivered all the way to Bor',
      'We ordered for a school project in Bor. Everything arrived and the driver waited while ' +
        'we counted and signed.',
    ),
    r(
      5,
      'Our fundi recommended it',
      'Our builder suggested buying here and he was right: easy to work with and almost no ' +
        'waste on site.',
    ),
  ],
  food: [
    r(
      5,
      'Fresh and well packed',
      'Everything came clean, fresh and well sealed. We now order every month for the family.',
    ),
    r(
      5,
      'Better than going to the market',
      'Good quality at a fair price, and it comes to the door in Munuki, which saves a morning ' +
        'in the market.',
    ),
    r(
      4,
      'Good, sometimes out of stock',
      'Quality is very good. Twice it was out of stock and I waited a week, so order a little ' +
        'early before holidays.',
    ),
    r(
      5,
      'We buy for our restaurant',
      'We run a small restaurant in Kator and buy in bulk. The quality has been the same every ' +
        'time, which matters to our customers.',
    ),
    r(
      4,
      'Good, one package torn',
      'Good quality. One package was torn on arrival but nothing was lost, and the driver ' +
        'offered to replace it.',
    ),
    r(
      3,
      'Okay',
      'Similar to what you find at Konyo Konyo. Delivery to the house is the main reason I ' +
        'order here.',
    ),
    r(
      5,
      'My mother is happy',
      'My mother says it is the best she has bought in a long time. We will order again for ' +
        'Christmas.',
    ),
  ],
  relief: [
    r(
      5,
      'Used in our distribution in Bentiu',
      'Our organisation ordered for a distribution in Bentiu. Good quality, packed and counted ' +
        'in bundles, which made the distribution day easy.',
    ),
    r(
      5,
      'Quick for an emergency order',
      'We needed items within a week after the floods. They had the quantity in stock in Juba ' +
        'and delivered to our warehouse on time.',
    ),
    r(
      4,
      'Ask for a quotation on large orders',
      'Good quality. For large orders ask for a quotation first; we got a better unit price ' +
        'for five hundred pieces.',
    ),
    r(
      4,
      'Durable',
      'Families we supported were still using them months later. Durable and practical.',
    ),
    r(
      3,
      'Fine, labels missing',
      'The items were fine but came without the labels we had asked for, so our team marked ' +
        'them before the distribution.',
    ),
    r(
      5,
      'Dependable partner',
      'This is our third order for the programme. Documents, quantities and delivery were all ' +
        'in order.',
    ),
  ],
  office: [
    r(
      5,
      'Set up our new office',
      'We equipped a new office in Thongpiny. Everything arrived together and was ready to use ' +
        'the same day.',
    ),
    r(4, 'Works well', 'Does what we need every day. Delivery within Juba was the same day.'),
    r(
      5,
      'Good for our school in Yei',
      'We bought for a school in Yei. Fairly priced, and the shop helped us arrange transport ' +
        'on the Yei road.',
    ),
    r(
      4,
      'Decent quality',
      'Decent quality for the price. I would like to see more choice in this range.',
    ),
    r(3, 'Average', 'Nothing special, but it arrived as ordered and the invoice was correct.'),
    r(
      5,
      'Fast service',
      'I called in the morning and it was at our office in Hai Cinema by the afternoon.',
    ),
  ],
  petroleum: [
    r(
      5,
      'Reliable supply',
      'We run generators at our clinic and every delivery has come on schedule for months. ' +
        'Genuine product, sealed as it should be.',
    ),
    r(
      5,
      'Honest quantities',
      'What was delivered matched what we paid for, to the litre. That honesty is why we stay ' +
        'with them.',
    ),
    r(
      4,
      'Good, confirm the price first',
      'Good service. Prices follow the exchange rate, so confirm the price on the day you ' +
        'order.',
    ),
    r(
      4,
      'Delivered near Torit',
      'They delivered to our site near Torit when others would not take that road. It took one ' +
        'extra day.',
    ),
    r(
      3,
      'Call before delivery',
      'The product is fine, but confirm the delivery time by phone: once the truck came when ' +
        'our store was closed.',
    ),
    r(
      5,
      'Never let us down in the rains',
      'Our business depends on it and the supply has not failed us once during the rainy ' +
        'season.',
    ),
  ],
};
