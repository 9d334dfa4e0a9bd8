// Query keys several features touch: a save in one section changes figures another shows (an
// order's cancellation returns stock to products and to the dashboard's low-stock list).

/** Every admin product query (the lists, each product, its stock history). */
export const productsKey = ['admin-products'] as const;

/** The dashboard's one answer. */
export const dashboardKey = ['admin-dashboard'] as const;
