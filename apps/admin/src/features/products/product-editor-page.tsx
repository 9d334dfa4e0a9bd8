import { useParams } from 'react-router';
import { BackLink } from '../../components/back-link';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { formatDateTime } from '../../lib/format';
import { useAdminProduct } from './api/get-product';
import { ProductForm } from './product-form';
import { ProductTabs } from './product-tabs';

/** /products/new and /products/:id: create a product, or edit, archive and restore one. */
export function ProductEditorPage() {
  const { id } = useParams();
  const product = useAdminProduct(id);
  const back = <BackLink to="/products">All products</BackLink>;

  if (!id) {
    return (
      <>
        {back}
        <PageHeader
          title="New product"
          description="It appears in the shop as soon as it is created."
        />
        <ProductForm key="new" />
      </>
    );
  }
  return (
    <>
      {back}
      <QueryState query={product}>
        {product.data ? (
          <>
            <PageHeader
              title={product.data.name}
              description={<>Last changed {formatDateTime(product.data.updatedAt)}</>}
            />
            <ProductTabs id={product.data._id} />
            <ProductForm
              key={product.data._id}
              product={product.data}
              latest={product.data}
              onReload={async () => (await product.refetch({ throwOnError: true })).data}
            />
          </>
        ) : null}
      </QueryState>
    </>
  );
}
