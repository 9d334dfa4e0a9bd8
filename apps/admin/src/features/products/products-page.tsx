import { buttonClass } from '@shop/ui';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { QueryState } from '../../components/query-state';
import { useAdminProducts } from './api/get-products';
import { DownloadButton } from '../../components/download-button';
import { useMayUse } from '../../lib/staff-role';
import { downloadProductsCsv } from './api/export-products';
import { filtersToParams, filtersToQuery, parseListFilters } from './list-filters';
import { ProductFilters } from './product-filters';
import { ProductsList } from './products-list';
import { ProductsTable } from './products-table';

const PAGE_SIZE = 20;

/** The catalogue for staff: search, filter, sort, page; create, import and export. */
export function ProductsPage() {
  const [params, setParams] = useSearchParams();
  const filters = parseListFilters(params);
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const query = filtersToQuery(filters);
  const products = useAdminProducts({ ...query, page, pageSize: PAGE_SIZE });
  const answer = products.data;
  // Creating and importing are an owner's (docs/decisions/0068-staff-roles.md).
  const mayEdit = useMayUse('productEditing');

  return (
    <>
      <PageHeader
        title="Products"
        description="Archived products are hidden from the shop; past orders keep them."
        actions={
          <>
            {mayEdit ? (
              <>
                <Link to="/products/new" className={buttonClass('primary')}>
                  New product
                </Link>
                <Link to="/products/import" className={buttonClass('secondary')}>
                  Import CSV
                </Link>
              </>
            ) : null}
            <DownloadButton download={() => downloadProductsCsv(query)}>Export CSV</DownloadButton>
          </>
        }
      />
      <ProductFilters key={params.toString()} values={filters} />
      <QueryState
        query={products}
        isEmpty={answer?.products.length === 0}
        empty="No products match these filters."
      >
        {answer ? (
          <>
            <div className="md:hidden">
              <ProductsList products={answer.products} />
            </div>
            <div className="hidden md:block">
              <ProductsTable products={answer.products} />
            </div>
          </>
        ) : null}
        <Pager of={answer} onPage={(next) => setParams(filtersToParams(filters, next))} />
      </QueryState>
    </>
  );
}
