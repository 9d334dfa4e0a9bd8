// Demo blog posts: practical advice from the company's own trade, written for customers in South
// Sudan. Plain text, paragraphs separated by blank lines, as the blog contract expects.
import type { ArtSpec } from './art/index.ts';

export interface DemoBlog {
  slug: string;
  title: string;
  category: string;
  content: string;
  art: ArtSpec;
}

const paragraphs = (...list: string[]) => list.join('\n\n');

export const demoBlogs: DemoBlog[] = [
  {
    slug: 'choosing-roofing-sheets-for-the-rainy-season',
    title: 'Choosing Roofing Sheets for the Rainy Season',
    category: 'Construction',
    art: {
      kind: 'roofing-sheets',
      palette: ['#dbe9f4', '#9fb8cc'],
      accent: '#2f6db5',
      props: [
        { kind: 'steel-bars', accent: '#6b7480' },
        { kind: 'paint-tin', accent: '#e67e22' },
      ],
    },
    content: paragraphs(
      'Every year the rains arrive in Juba between April and October, and every year we meet customers who are replacing a roof that was only put up two or three seasons ago. A roof is the most expensive part of a small building to get wrong, because a leak damages everything under it: ceilings, furniture, stock and documents. A little planning before you buy saves a great deal of money later.',
      'The first choice is the thickness of the sheet, given as a gauge number. The smaller the number, the thicker the steel. Gauge 30 galvanised sheets are the most common and are fine for homes and stores with good purlin spacing. For schools, clinics and warehouses, or anywhere wind is strong, we recommend gauge 28 or thicker. A thicker sheet costs a little more per piece, but it does not dent when someone walks on it and it holds its screws far better in a storm.',
      'The second choice is the finish. Plain galvanised iron is cheap and reflects the sun, but in time it rusts at the overlaps and around the nails. Pre-painted box-profile sheets have a baked-on colour coat that protects the steel for many more years and keeps rooms noticeably cooler when you choose a light colour. Stone-coated sheets cost the most, but they look like clay tiles and are much quieter under heavy rain, which matters in classrooms and offices.',
      'Fixing is as important as the sheet itself. Use roofing screws with rubber washers rather than plain nails, fix them on the crest of the corrugation and not in the valley where water runs, and allow an overlap of at least one and a half corrugations at the sides. Ask the fundi to check that the purlins are straight and treated against termites before the first sheet goes up.',
      'Finally, plan the water. Gutters and a storage tank turn a problem into a resource: a 100 m² roof can collect thousands of litres in a single heavy storm. We deliver sheets cut to length, ridges, gutters, screws and tanks together, so the whole roof arrives on one lorry and the work is not held up waiting for a missing part.',
    ),
  },
  {
    slug: 'storing-diesel-safely',
    title: 'Storing Diesel Safely at Home, on Site and in the Compound',
    category: 'Petroleum',
    art: {
      kind: 'drum',
      palette: ['#fde6d2', '#ee9f6a'],
      accent: '#2f6db5',
      props: [
        { kind: 'fuel-can', accent: '#2e7d32' },
        { kind: 'fuel-pump', accent: '#c0392b' },
      ],
    },
    content: paragraphs(
      'With grid power still unreliable in most towns, almost every business, school and NGO compound in South Sudan depends on a generator, and that means storing diesel. Fuel kept carelessly is a fire risk, a health risk and a quiet drain on the budget through spills, theft and contamination. A few simple habits make a big difference.',
      'Store fuel only in containers made for it: proper steel jerrycans, sealed 200 L drums or a purpose-built tank. Never use old water bottles or cooking oil containers, which soften, leak and can be mistaken for drinking water by children. Keep the caps closed and the containers upright, and label every one clearly as diesel or petrol, because putting petrol into a diesel generator is an expensive mistake.',
      'Choose the storage place with care. It should be outside the main building, shaded from direct sun, well ventilated and at least a few metres away from kitchens, charcoal stoves and the generator exhaust. Stand drums on a raised platform or pallet so that the bottoms do not rust in standing water during the rains, and keep a bucket of sand and a working fire extinguisher next to them.',
      'Water and dirt are the enemies of diesel. Every time a drum is opened in the rain or a dusty wind, a little gets in, and over weeks it settles at the bottom and blocks the generator filters. Use a clean funnel with a filter, do not empty a drum to the last litre, and use older fuel first. Diesel stored for more than six months should be checked before use.',
      'Finally, keep records. A simple notebook showing deliveries, drum numbers and the litres issued each day will show quickly whether consumption matches the generator hours. For larger sites our tanker delivery and metered dispenser service removes most of the handling altogether: fuel goes straight from the tanker into your tank, and you receive a delivery note with the exact quantity.',
    ),
  },
  {
    slug: 'preparing-relief-kits-checklist',
    title: 'Preparing Relief Kits: A Practical Checklist for Field Teams',
    category: 'Relief',
    art: {
      kind: 'med-kit',
      palette: ['#e2f1ec', '#95c9b8'],
      accent: '#2e8b57',
      props: [
        { kind: 'blankets', accent: '#3f6fb5' },
        { kind: 'water-jerrycan', accent: '#f2b33d' },
      ],
    },
    content: paragraphs(
      'When floods or displacement strike, the first days decide how many families come through safely. Organisations that have their kits planned, sourced and partly packed before the emergency can move within hours instead of weeks. We supply many of these items in bulk, and over the years partners have shared what makes a kit work well in the field.',
      'Start from the needs of a household, not from a catalogue. A typical non-food item kit for a family of five includes two blankets, two sleeping mats, a plastic sheet or tarpaulin, two jerrycans for water, a bucket, a cooking set and soap. Where malaria is common, treated mosquito nets are essential. Agree the contents with your cluster partners so that families in the same area receive the same support.',
      'Quality matters more than it seems on paper. A blanket that falls apart after one wash, or a jerrycan that cracks on the back of a truck, is money lost twice. Ask for samples, check weights and thicknesses against the specification, and make sure water containers are food-grade and have tight caps. Collapsible jerrycans save a great deal of space in transport, which matters when every flight or boat trip is expensive.',
      'Packing and labelling save time at the distribution point. Bale blankets and mats in tens, pack small items in sealed bags per household, and mark every carton with its contents and kit number in large letters. A clear plan of which items go on which truck avoids the common problem of a site receiving all the buckets and none of the soap.',
      'Do not forget health and safety for the team itself. Every vehicle should carry a first aid kit, drinking water and a charged phone or satellite device. After the distribution, note what families asked for that was missing. That feedback is the best guide for the next kit, and we are always glad to help source it.',
    ),
  },
  {
    slug: 'furnishing-an-ngo-field-office',
    title: 'Furnishing an NGO Field Office That Lasts',
    category: 'Office',
    art: {
      kind: 'office-desk',
      palette: ['#e3ecf6', '#a3bedd'],
      accent: '#6d4c41',
      props: [
        { kind: 'filing-cabinet', accent: '#7f8c8d' },
        { kind: 'office-chair', accent: '#2f3d4e' },
      ],
    },
    content: paragraphs(
      'A field office in Bor, Malakal or Torit works harder than most head offices. Staff rotate often, rooms double as meeting spaces and training halls, power cuts are frequent, and everything arrives by road or air at real cost. Furniture that is cheap to buy but breaks within a year is the most expensive option of all.',
      'Begin with a simple layout. Count the desks you need today and add one or two for visitors and consultants. Place desks so that staff face the door and have natural light from the side, which reduces glare on laptop screens. Leave space for a meeting table that can seat the whole team, because most field offices hold daily briefings and weekly coordination meetings.',
      'Chairs are where comfort and health meet. Staff spend long hours entering data and writing reports, so an adjustable chair with lumbar support and a breathable mesh back is worth the extra cost. For training rooms, choose stackable chairs that can be cleared away quickly. In the heat, avoid cheap vinyl that cracks and becomes sticky. A comfortable team also takes fewer days off with back pain, which matters when every post is hard to fill.',
      'Secure storage is often forgotten until something goes missing. Beneficiary lists, contracts and cash records must be kept under lock. A four-drawer steel filing cabinet and a lockable cupboard for laptops and stationery are the minimum, and steel is better than chipboard wherever termites or damp are a problem.',
      'Finally, think about delivery and assembly. Flat-packed furniture travels well but needs tools and someone who knows how to assemble it properly. We deliver within Juba at no charge above our free delivery threshold, assemble on site, and can pack orders for onward transport to the states with every piece labelled by room, so the team can unpack and start work on the same day.',
    ),
  },
  {
    slug: 'buying-grains-in-bulk',
    title: 'Buying Grains in Bulk: Quality, Storage and Price',
    category: 'Food Supply',
    art: {
      kind: 'grain-sack',
      palette: ['#fcf0d6', '#eec06d'],
      accent: '#efe3b8',
      props: [
        { kind: 'white-sack', accent: '#f5f3ea' },
        { kind: 'nuts', accent: '#8d5a3b' },
      ],
    },
    content: paragraphs(
      'Schools, hospitals, restaurants and relief programmes all buy maize, sorghum, rice and beans by the tonne. Buying in bulk brings the price per kilogram down, but only if the grain arrives in good condition and stays that way until it is eaten. Here is what we have learned from supplying large kitchens across the country.',
      'Check the quality on delivery, not afterwards. Good grain is dry, clean and free of stones, insects and mould. Bite a maize kernel: if it cracks sharply it is dry enough to store; if it is soft or chewy, it holds too much moisture and will spoil. Open a few bags at random from different parts of the load rather than only the ones on top, and do not accept bags that smell musty.',
      'Storage is where most losses happen. Keep sacks on wooden pallets at least 15 centimetres off the floor and away from the walls, so that air can move around them and damp cannot climb in. The store should be dry, shaded and secured against rats. Stack bags crosswise so the pile is stable, and keep different foods and different delivery dates in separate stacks.',
      'Use the oldest stock first. Mark every stack with the delivery date and make it a rule that the storekeeper issues from the oldest stack. Check the store every week for signs of insects, and treat or move affected bags immediately before the problem spreads to the rest.',
      'Finally, plan purchases around the seasons. Prices usually rise during the lean season and when roads close in the rains, so buying and storing well before then can make a real difference to a tight budget. We can agree scheduled deliveries at a fixed price for the term or the project, so that your kitchen never runs out and your budget holds.',
    ),
  },
  {
    slug: 'caring-for-office-furniture-in-heat-and-dust',
    title: 'Caring for Furniture in Heat, Dust and Rain',
    category: 'Office',
    art: {
      kind: 'office-chair',
      palette: ['#efe9f7', '#c2b5de'],
      accent: '#2f3d4e',
      props: [
        { kind: 'bookshelf', accent: '#8d5a3b' },
        { kind: 'cabinet', accent: '#2f7d6d' },
      ],
    },
    content: paragraphs(
      'Good furniture is an investment, and in our climate it needs a little care to last. Strong sun, fine dust in the dry season and humidity in the rains all take their toll on wood, fabric and metal. The good news is that most of the damage we see in offices and homes is easy to prevent with a few minutes of attention each week.',
      'Dust is the first enemy. It works into fabric, scratches polished surfaces and clogs the mechanisms of office chairs. Wipe wooden and melamine surfaces with a soft cloth that is only slightly damp, and vacuum or brush upholstered chairs and sofas weekly. Keep windows on the windward side closed on dusty afternoons and, where you can, use curtains to keep both dust and sun off the furniture.',
      'Direct sunlight fades fabric and dries out wood until it cracks. Move desks and sofas out of the strongest afternoon sun, or use blinds. Feed solid wood furniture with furniture oil or wax every few months, especially in the dry season, and never stand hot teapots or wet glasses directly on a polished top.',
      'In the rains the problem reverses. Damp floors swell the feet of chipboard cabinets and rust the legs of steel furniture, so raise cabinets on small plastic feet and wipe up water straight away. Check regularly for termites, which can hollow out a wooden leg before anyone notices. Treat any sign of them at once and keep furniture a few centimetres away from the walls.',
      'Office chairs need their own routine. Tighten the screws under the seat every few months, clean the castors of hair and dust, and never stand on a swivel chair to reach a high shelf. If a gas lift fails or an armrest breaks, replacement parts are usually far cheaper than a new chair. Bring us the model name and we will find the part or repair it for you.',
    ),
  },
];
