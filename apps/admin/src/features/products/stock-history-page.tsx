import { sizesOf, STOCK_HISTORY_PAGE_SIZE, type AdminProduct } from '@shop/contracts';
import { useParams, useSearchParams } from 'react-router';
import { DetailPage } from '../../components/detail-page';
import { AddressSelect } from '../../components/address-select';
import { Pager, usePageParam } from '../../components/pager';
import { QueryState } from '../../components/query-state';
import { useAdminProduct } from './api/get-product';
import { useStockHistory } from './api/get-stock-history';
import { ProductTabs } from './product-tabs';
import { StockAdjustmentForm } from './stock-adjustment-form';
import { StockHistoryList, StockHistoryTable } from './stock-history-rows';

/** /products/:id/stock-history: every change of the product's stock, newest first, by size. */
export function StockHistoryPage() {
  const { id = '' } = useParams();
  return (
    <DetailPage
      query={useAdminProduct(id)}
      back={{ to: '/products', label: 'All products' }}
      header={(product) => ({
        title: product.name,
        description: 'Stock history: every change of its stock, newest first. Dates are Juba time.',
      })}
    >
      {(product) => (
        <>
          <ProductTabs id={id} />
          <div className="mb-4">
            <StockAdjustmentForm product={product} />
          </div>
          <History product={product} />
        </>
      )}
    </DetailPage>
  );
}

function History({ product }: { product: AdminProduct }) {
  const [params] = useSearchParams();
  const [page, setPage] = usePageParam();
  const size = params.get('size') ?? '';
  const history = useStockHistory(product._id, {
    page,
    pageSize: STOCK_HISTORY_PAGE_SIZE,
    ...(size ? { size } : {}),
  });
  const answer = history.data;
  // A size removed from the product since still has its history, when the address asks for it.
  const sizes = sizesOf(product.sizes);
  if (size && !sizes.includes(size)) sizes.push(size);

  return (
    <>
      <div className="mb-4 flex flex-wrap items-end gap-x-6 gap-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
        <AddressSelect label="Size" name="size" any="All sizes" options={sizes} />
        <p className="text-sm text-muted">
          {product.stock === null
            ? 'Stock is not tracked for this product: orders take nothing. Turn on "Track stock" in the product to count it.'
            : `Now in stock: ${sizesOf(product.sizes)
                .map((s) => `${s}: ${(product.stock?.[s] ?? 0).toLocaleString('en-US')}`)
                .join(', ')}.`}
        </p>
      </div>
      <QueryState
        query={history}
        isEmpty={answer?.movements.length === 0}
        empty={size ? `No stock changes of size ${size} yet.` : 'No stock changes yet.'}
      >
        {answer ? (
          <div aria-busy={history.isFetching}>
            <div className="md:hidden">
              <StockHistoryList movements={answer.movements} />
            </div>
            <div className="hidden md:block">
              <StockHistoryTable movements={answer.movements} />
            </div>
          </div>
        ) : null}
        <Pager of={answer} onPage={setPage} />
      </QueryState>
    </>
  );
}
