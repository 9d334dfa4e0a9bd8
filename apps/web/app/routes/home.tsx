import type { BlogPageResponse, Product, ProductListResponse } from '@shop/contracts/client';
import { NEW_ARRIVALS_MAX, POPULAR_MAX } from '@shop/contracts/client';
import type { BlogSummary } from '~/features/blog/blog-summary';
import { HERO_IMAGE, Hero } from '~/features/home/hero';
import { HomeBlogList } from '~/features/blog/home-blog-list';
import { NewArrivals } from '~/features/home/new-arrivals';
import { PopularProducts } from '~/features/home/popular-products';
import { SecondHero } from '~/features/home/second-hero';
import { ServiceCarousel } from '~/features/home/service-carousel';
import { originOf, pageMeta, settingsFromMatches } from '~/lib/page-meta';
import { useSettings } from '~/lib/use-settings';
import { api } from '~/lib/api';
import type { Route } from './+types/home';

const BLOG_LIST_MAX = 6;

async function productList(path: string, context: unknown): Promise<Product[]> {
  try {
    return (await api<ProductListResponse>(path, { context })).products;
  } catch (error) {
    // One failing list must not take the whole home page down; the section says it is empty.
    console.error(`Home: ${path} failed`, error);
    return [];
  }
}

export async function loader({ context, request }: Route.LoaderArgs) {
  // Not awaited: the page streams first and the blog list follows (skeleton cards meanwhile).
  const blogs: Promise<BlogSummary[]> = api<BlogPageResponse>(
    `/api/blogs/list?pageSize=${BLOG_LIST_MAX}`,
    { context },
  )
    .then((answer) => answer.posts)
    .catch((error: unknown) => {
      console.error('Home: blog list failed', error);
      return [];
    });
  const [newArrivals, popular] = await Promise.all([
    productList(`/api/product/list?sort=newest&pageSize=${NEW_ARRIVALS_MAX}`, context),
    productList(`/api/product/list?popular=true&pageSize=${POPULAR_MAX}`, context),
  ]);
  return { newArrivals, popular, blogs, origin: originOf(request, context) };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const settings = settingsFromMatches(matches);
  return pageMeta({
    matches,
    title: 'Home',
    description:
      settings &&
      `${settings.company.name}: ${settings.company.tagline}. Furniture, foodstuffs, building materials, relief supplies, stationery and petroleum products.`,
    path: '/',
    origin: loaderData?.origin,
    image: HERO_IMAGE,
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { company } = useSettings();
  return (
    <>
      <Hero tagline={company.tagline} companyName={company.name} />
      <ServiceCarousel />
      <NewArrivals products={loaderData.newArrivals} />
      <SecondHero years={company.yearsOfExperience} />
      <PopularProducts products={loaderData.popular} />
      <HomeBlogList blogs={loaderData.blogs} />
    </>
  );
}
