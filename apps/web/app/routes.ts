import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('collection', 'routes/collection.tsx'),
  route('product/:productId', 'routes/product.tsx'),
  route('cart', 'routes/cart.tsx'),
  route('profile', 'routes/profile.tsx'),
  route('about', 'routes/about.tsx'),
  route('blog/:id', 'routes/blog-post.tsx'),
  route('login', 'routes/login.tsx'),
  route('reset-password/:token?', 'routes/reset-password.tsx'),
  route('place-order', 'routes/place-order.tsx'),
  route('orders', 'routes/orders.tsx'),
  route('verify', 'routes/verify.tsx'),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('robots.txt', 'routes/robots-txt.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
