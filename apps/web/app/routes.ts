import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { SITEMAP_PARTS_MAX } from './lib/sitemap';

export default [
  index('routes/home.tsx'),
  route('collection', 'routes/collection.tsx'),
  route('product/:productId', 'routes/product.tsx'),
  route('cart', 'routes/cart.tsx'),
  route('profile', 'routes/profile.tsx'),
  route('about', 'routes/about.tsx'),
  route('company', 'routes/company.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('terms', 'routes/terms.tsx'),
  route('warranty', 'routes/warranty.tsx'),
  route('newsletter/confirm/:token', 'routes/newsletter-confirm.tsx'),
  route('newsletter/unsubscribe/:token', 'routes/newsletter-unsubscribe.tsx'),
  route('quotation/:token', 'routes/quotation.tsx'),
  route('blog', 'routes/blog.tsx'),
  route('blog/rss.xml', 'routes/blog-rss.ts'),
  route('blog/:id', 'routes/blog-post.tsx'),
  route('blog/:id/preview', 'routes/blog-preview.tsx'),
  route('login', 'routes/login.tsx'),
  route('reset-password/:token?', 'routes/reset-password.tsx'),
  route('confirm-email/:token', 'routes/confirm-email.tsx'),
  route('place-order', 'routes/place-order.tsx'),
  route('orders', 'routes/orders.tsx'),
  route('track', 'routes/track.tsx'),
  route('verify', 'routes/verify.tsx'),
  route('offline', 'routes/offline.tsx'),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  // The parts of a sitemap past 50,000 addresses: a path can hold no parameter inside a segment.
  ...Array.from({ length: SITEMAP_PARTS_MAX }, (_, i) =>
    route(`sitemap-${i + 1}.xml`, 'routes/sitemap-part-xml.ts', { id: `sitemap-part-${i + 1}` }),
  ),
  route('robots.txt', 'routes/robots-txt.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
