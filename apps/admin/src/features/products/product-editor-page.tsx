import { useParams } from 'react-router';
import { BackLink } from '../../components/back-link';
import { DetailPage } from '../../components/detail-page';
import { PageHeader } from '../../components/page-header';
import { formatDateTime } from '../../lib/format';
import { useMayUse } from '../../lib/staff-role';
import { useAdminProduct } from './api/get-product';
import { ProductForm } from './product-form';
import { ProductTabs } from './product-tabs';

/** /products/new and /products/:id: create a product, or edit, archive and restore one. */
export function ProductEditorPage() {
  const { id } = useParams();
  const product = useAdminProduct(id);
  const mayEdit = useMayUse('productEditing');
  if (!id) {
    return (
      <>
        <BackLink to="/products">All products</BackLink>
        <PageHeader
          title="New product"
          description="It appears in the shop as soon as it is created."
        />
        <ProductForm key="new" />
      </>
    );
  }
  return (
    <DetailPage
      query={product}
      back={{ to: '/products', label: 'All products' }}
      header={(data) => ({
        title: data.name,
        description: <>Last changed {formatDateTime(data.updatedAt)}</>,
      })}
    >
      {(data) => (
        <>
          <ProductTabs id={data._id} />
          {mayEdit ? null : (
            <p className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
              Your role can read products; changes to them are an owner's.
            </p>
          )}
          <ProductForm
            key={data._id}
            product={data}
            latest={data}
            onReload={async () => (await product.refetch({ throwOnError: true })).data}
          />
        </>
      )}
    </DetailPage>
  );
}
