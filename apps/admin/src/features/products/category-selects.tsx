import { CATEGORY_LABELS, CATEGORY_NAMES, subCategoriesOf } from '@shop/contracts';
import { SelectField } from '../../components/field';

/**
 * Category and subcategory from the spec's list (categories.ts). The subcategory's options
 * follow the category, and a new category clears a subcategory it does not have.
 */
export function CategorySelects({
  category,
  subCategory,
  onChange,
  anyLabels,
  names,
  errors = {},
  className = '',
}: {
  category: string;
  subCategory: string;
  onChange: (next: { category: string; subCategory: string }) => void;
  /** For filters: what the empty choice means ("All categories"). Forms ask to choose instead. */
  anyLabels?: { category: string; subCategory: string };
  /** For filters read from the form's data: the selects' names. */
  names?: { category: string; subCategory: string };
  errors?: { category?: string; subCategory?: string };
  className?: string;
}) {
  const subCategories = subCategoriesOf(category);
  return (
    <>
      <SelectField
        label="Category"
        name={names?.category}
        value={category}
        error={errors.category}
        className={className}
        onChange={(e) => {
          const next = e.target.value;
          onChange({
            category: next,
            subCategory: subCategoriesOf(next).includes(subCategory) ? subCategory : '',
          });
        }}
      >
        <option value="">{anyLabels?.category ?? 'Choose a category'}</option>
        {CATEGORY_NAMES.map((name) => (
          <option key={name} value={name}>
            {CATEGORY_LABELS[name]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Subcategory"
        name={names?.subCategory}
        value={subCategory}
        error={errors.subCategory}
        className={className}
        disabled={!category}
        hint={category ? undefined : 'Choose a category first.'}
        onChange={(e) => onChange({ category, subCategory: e.target.value })}
      >
        <option value="">{anyLabels?.subCategory ?? 'Choose a subcategory'}</option>
        {subCategories.map((name) => (
          <option key={name}>{name}</option>
        ))}
      </SelectField>
    </>
  );
}
