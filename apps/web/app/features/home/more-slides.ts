import { FIRST_SERVICE_SLIDE, slideImage, type ServiceSlideData } from './slides';

/** All seven service slides, in the specification's order; loaded with the slider only. */
export const SERVICE_SLIDES: ServiceSlideData[] = [
  FIRST_SERVICE_SLIDE,
  {
    key: 'food',
    title: 'Food Stuff',
    text: 'Beans, rice, maize, millet, groundnuts, sorghum, sim sim and flours, in bulk for shops, schools, organisations and families.',
    category: 'FoodStuffs',
    image: slideImage('food'),
  },
  {
    key: 'office',
    title: 'Office Furniture & Supply',
    text: 'Desks, office chairs, cabinets and conference tables for offices, schools and compounds, delivered and set up by our team.',
    category: 'Officefurniture',
    image: slideImage('office'),
  },
  {
    key: 'building',
    title: 'Building Materials',
    text: 'Iron sheets, timber, paints, iron bars, concrete and cement for homes, shops and public works.',
    category: 'BuildingItems',
    image: slideImage('building'),
  },
  {
    key: 'relief',
    title: 'Relief Supply',
    text: 'Blankets, water containers, buckets, cooking sets, jerry cans, beds, mattresses, bed sheets, rain coats and solar lamps for humanitarian programmes.',
    category: 'ReliefSupplies',
    image: slideImage('relief'),
  },
  {
    key: 'stationery',
    title: 'Stationery',
    text: 'Files, paper, printers and everyday office supplies for schools, offices and organisations, in any quantity.',
    category: 'StationeryOfficeFurniture',
    image: slideImage('stationery'),
  },
  {
    key: 'construction',
    title: 'Construction Works',
    text: 'Architectural, engineering and project management work from design to handover, with the sand, gravel, blocks, tiles and pipes a site needs.',
    category: 'ConstructionMaterials',
    image: slideImage('construction'),
  },
];
