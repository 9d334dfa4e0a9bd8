import {
  BLOG_CATEGORY_MAX,
  BLOG_CONTENT_MAX,
  BLOG_TITLE_MAX,
  blogInputSchema,
  jubaLocalToDate,
  type BlogInput,
  type BlogStoredStatus,
} from '@shop/contracts';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { SelectField, TextAreaField, TextField } from '../../components/field';
import { useSaveForm } from '../../components/use-save-form';
import { FormFooter } from '../../components/form-footer';
import { schemaResolver } from '../../lib/schema-resolver';
import { useSaveBlog } from './api/save-blog';
import { ImagePicker } from './image-picker';
import { describeReading } from './reading-stats';

// A new post is published when saved, as before drafts; staff choose Draft to keep it back.
export const EMPTY_POST: BlogInput = {
  title: '',
  category: '',
  content: '',
  image: '',
  status: 'published',
  publishAt: '',
};
const FIELDS = Object.keys(EMPTY_POST);
const resolver = schemaResolver<BlogInput, BlogInput>(blogInputSchema);

/** What the Save button does, in its own words. */
function saveLabel(isNew: boolean, status: BlogInput['status'], publishAt: string | undefined) {
  if (status === 'draft') return 'Save draft';
  const at = publishAt ? jubaLocalToDate(publishAt).getTime() : Number.NaN;
  if (at > Date.now()) return 'Schedule post';
  return isNew ? 'Publish post' : 'Save changes';
}

/**
 * Write or edit a post. Checked with the API's own schema before it is sent, so each field shows
 * its message; the server's per-field messages show there too, anything else above the Save
 * button. `stored` is the post's saved status: a published post's time, unchanged, is sent empty
 * so the server keeps it to the second (the field shows minutes).
 */
export function BlogForm({
  blogId,
  initial,
  categories,
  stored,
}: {
  blogId?: string;
  initial: BlogInput;
  categories: string[];
  stored?: BlogStoredStatus;
}) {
  const navigate = useNavigate();
  const save = useSaveBlog(blogId);
  const listId = useId();
  const saveForm = useSaveForm({ defaultValues: initial, resolver, fields: FIELDS });
  const { form, dirty } = saveForm;
  const { register, formState } = form;
  const [uploading, setUploading] = useState(false);
  const errors = formState.errors;
  const image = form.watch('image');
  const content = form.watch('content');
  const status = form.watch('status');
  const publishAt = form.watch('publishAt');

  const submit = (data: BlogInput) => {
    const keepTime =
      stored === 'published' && data.status === 'published' && data.publishAt === initial.publishAt;
    return save.mutate(keepTime ? { ...data, publishAt: '' } : data, {
      onSuccess: (answer) => {
        saveForm.saved(answer.message, data);
        if (!blogId) void navigate(`/blog/${answer.blog._id}`, { replace: true });
      },
      onError: saveForm.refused,
    });
  };

  return (
    <form
      {...saveForm.formProps(submit)}
      className="space-y-5 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <TextField
        label="Title"
        {...register('title')}
        maxLength={BLOG_TITLE_MAX}
        error={errors.title?.message}
        required
      />
      <TextField
        label="Category"
        {...register('category')}
        maxLength={BLOG_CATEGORY_MAX}
        list={listId}
        error={errors.category?.message}
        hint="Choose one already used or type a new one."
        required
        className="max-w-sm"
      />
      <datalist id={listId}>
        {categories.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <TextAreaField
        label="Article"
        {...register('content')}
        maxLength={BLOG_CONTENT_MAX}
        rows={16}
        error={errors.content?.message}
        hint={describeReading(content)}
        required
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Status"
          {...register('status')}
          error={errors.status?.message}
          hint="A draft is seen by staff alone, through Preview."
        >
          <option value="published">Published</option>
          <option value="draft">Draft</option>
        </SelectField>
        <TextField
          label="Publish date and time (Juba time, UTC+2)"
          type="datetime-local"
          {...register('publishAt')}
          error={errors.publishAt?.message}
          hint="Empty: now. A time to come schedules the post: it appears on the shop by itself then."
        />
      </div>
      <ImagePicker
        value={image}
        error={errors.image?.message}
        onChange={(url) =>
          form.setValue('image', url, {
            shouldDirty: true,
            shouldValidate: form.formState.isSubmitted,
          })
        }
        onBusyChange={setUploading}
      />
      <FormFooter
        label={saveLabel(!blogId, status, publishAt)}
        saving={save.isPending}
        busy={uploading}
        dirty={dirty}
        saved={Boolean(blogId)}
        refusal={errors.root?.server?.message}
      />
      {saveForm.prompt}
    </form>
  );
}
