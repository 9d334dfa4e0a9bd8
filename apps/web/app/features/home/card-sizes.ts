/** Image widths of a card in the slider (also used by the slider module). */
export const NEW_ARRIVAL_IMAGE_SIZES =
  '(min-width: 1200px) 230px, (min-width: 1024px) 25vw, (min-width: 700px) 33vw, (min-width: 400px) 50vw, 100vw';
