// The catalogue of drawings by name. Adding a drawing here makes it a valid ArtSpec kind.
import { DARK_WOOD, tone } from './color.ts';
import * as bedroom from './svg/bedroom.ts';
import * as build from './svg/building.ts';
import * as food from './svg/food.ts';
import * as fuel from './svg/petroleum.ts';
import * as relief from './svg/relief.ts';
import * as seat from './svg/seating.ts';
import * as office from './svg/stationery.ts';
import * as store from './svg/storage.ts';
import * as table from './svg/tables.ts';
import * as vehicle from './svg/vehicles.ts';
import type { ArtSpec } from './types.ts';
import type { Tone } from './color.ts';

type Drawing = (a: Tone) => string;

const DRAWINGS = {
  sofa: (a) => seat.sofa(a, 3),
  loveseat: (a) => seat.sofa(a, 2),
  armchair: seat.armchair,
  'dining-chair': (a) => seat.chair(a),
  'dark-chair': (a) => seat.chair(a, DARK_WOOD),
  'office-chair': (a) => seat.officeChair(a, true),
  'task-chair': (a) => seat.officeChair(a, false),
  'visitor-chair': seat.visitorChair,
  'bar-stool': (a) => seat.stool(a, true),
  'low-stool': (a) => seat.stool(a, false),
  bench: (a) => seat.bench(a, true),
  'slat-bench': (a) => seat.bench(a, false),
  'garden-bench': seat.gardenBench,
  sunlounger: seat.sunlounger,
  'coffee-table': table.coffeeTable,
  'side-table': table.sideTable,
  'dining-table': table.diningTable,
  'office-desk': (a) => table.officeDesk(a, true),
  'writing-desk': table.writingDesk,
  'conference-table': table.conferenceTable,
  'study-desk': table.studyDesk,
  'kids-table': table.kidsTable,
  'patio-set': table.patioSet,
  vanity: table.vanity,
  cabinet: store.cabinet,
  'filing-cabinet': store.filingCabinet,
  'steel-cupboard': store.steelCupboard,
  bookshelf: store.bookshelf,
  wardrobe: (a) => store.wardrobe(a, 2),
  'wardrobe-3': (a) => store.wardrobe(a, 3),
  dresser: (a) => store.dresser(a, true),
  chest: (a) => store.dresser(a, false),
  nightstand: store.nightstand,
  'tv-stand': store.tvStand,
  'toy-organizer': store.toyOrganizer,
  'deck-box': store.deckBox,
  'display-shelf': store.displayShelf,
  'hall-tree': store.hallTree,
  'room-divider': store.roomDivider,
  'bar-cart': store.barCart,
  bed: (a) => bedroom.bed(a, 'wooden'),
  'bed-upholstered': (a) => bedroom.bed(a, 'upholstered'),
  'bed-metal': (a) => bedroom.bed(a, 'metal'),
  'bunk-bed': bedroom.bunkBed,
  'kids-bed': bedroom.kidsBed,
  bricks: build.bricks,
  'cement-bags': (a) => build.cementBags(a),
  'kraft-cement-bags': (a) => build.cementBags(a, '#d8c29a'),
  'steel-bars': build.steelBars,
  'roofing-sheets': build.roofingSheets,
  'paint-tin': build.paintTin,
  'sand-pile': build.sandPile,
  'gravel-pile': build.gravelPile,
  blocks: build.blocks,
  tiles: build.tiles,
  pipes: build.pipes,
  'veg-crate': (a) => food.vegCrate(a, false),
  'greens-crate': (a) => food.vegCrate(a, true),
  'grain-sack': (a) => food.grainSack(a),
  'white-sack': (a) => food.grainSack(a, '#eef0ee'),
  pantry: food.pantry,
  'oil-bottles': food.oilBottles,
  'spice-jars': food.spiceJars,
  'drink-crate': food.drinkCrate,
  'water-pack': food.waterPack,
  eggs: food.eggs,
  milk: food.milk,
  fish: food.fish,
  meat: food.meat,
  'fruit-bowl': food.fruitBowl,
  nuts: food.nuts,
  blankets: relief.blankets,
  tent: relief.tent,
  'med-kit': relief.medKit,
  'water-jerrycan': (a) => relief.jerrycan(a),
  'water-bucket': relief.waterBucket,
  'water-tank': relief.waterTank,
  drum: fuel.drum,
  'fuel-can': fuel.fuelCan,
  'fuel-pump': fuel.fuelPump,
  tanker: fuel.tanker,
  'lube-bottles': fuel.lubeBottles,
  'gas-cylinder': (a) => fuel.gasCylinder(a, false),
  'gas-burner': (a) => fuel.gasCylinder(a, true),
  printer: office.printer,
  binders: office.binders,
  'box-files': office.boxFiles,
  'paper-reams': office.paperReams,
  excavator: vehicle.excavator,
  lorry: vehicle.lorry,
} satisfies Record<string, Drawing>;

export type ArtKind = keyof typeof DRAWINGS;
export const ART_KINDS = Object.keys(DRAWINGS) as ArtKind[];

export function drawArt(spec: Pick<ArtSpec, 'kind' | 'accent'>): string {
  return DRAWINGS[spec.kind](tone(spec.accent));
}
