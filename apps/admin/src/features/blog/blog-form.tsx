import {
  BLOG_CATEGORY_MAX,
  BLOG_CONTENT_MAX,
  BLOG_TITLE_MAX,
  blogInputSchema,
  type BlogInput,
} from '@shop/contracts';
import { Button } from '@shop/ui';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { TextAreaField, TextField } from '../../components/field';
import { toast } from '../../components/toaster';
import { errorMessage } from '../../lib/api-client';
import { fieldErrors } from '../../lib/field-errors';
import { useUnsavedChanges } from '../settings/unsaved-changes';
import { useSaveBlog } from './api/save-blog';
import { ImagePicker } from './image-picker';
import { describeReading } from './reading-stats';

export const EMPTY_POST: BlogInput = { title: '', category: '', content: '', image: '' };

const same = (a: BlogInput, b: BlogInput) =>
  a.title === b.title &&
  a.category === b.category &&
  a.content === b.content &&
  a.image === b.image;

/**
 * Write or edit a post. Checked with the API's own schema before it is sent, so each field shows
 * its message; what the server still refuses is shown above the Save button.
 */
export function BlogForm({
  blogId,
  initial,
  categories,
}: {
  blogId?: string;
  initial: BlogInput;
  categories: string[];
}) {
  const navigate = useNavigate();
  const save = useSaveBlog(blogId);
  const listId = useId();
  const [saved, setSaved] = useState(initial);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const dirty = !same(values, saved);
  const guard = useUnsavedChanges(dirty);

  // A field's message goes once it is edited; Save checks everything again.
  const set = (key: keyof BlogInput) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = blogInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (answer) => {
        toast('success', answer.message);
        setSaved(parsed.data);
        setValues(parsed.data);
        guard.markSaved();
        if (!blogId) void navigate(`/blog/${answer.blog._id}`, { replace: true });
      },
      onError: (error) => toast('error', errorMessage(error)),
    });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-5 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <TextField
        label="Title"
        value={values.title}
        onChange={(e) => set('title')(e.target.value)}
        maxLength={BLOG_TITLE_MAX}
        error={errors.title}
        required
      />
      <TextField
        label="Category"
        value={values.category}
        onChange={(e) => set('category')(e.target.value)}
        maxLength={BLOG_CATEGORY_MAX}
        list={listId}
        error={errors.category}
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
        value={values.content}
        onChange={(e) => set('content')(e.target.value)}
        maxLength={BLOG_CONTENT_MAX}
        rows={16}
        error={errors.content}
        hint={describeReading(values.content)}
        required
      />
      <ImagePicker
        value={values.image}
        error={errors.image}
        onChange={set('image')}
        onBusyChange={setUploading}
      />
      {save.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {errorMessage(save.error)}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3 border-t border-stone-200 pt-5">
        <Button type="submit" disabled={save.isPending || uploading}>
          {save.isPending ? 'Saving…' : blogId ? 'Save changes' : 'Publish post'}
        </Button>
        {dirty ? (
          <p className="text-sm text-muted">Unsaved changes</p>
        ) : blogId ? (
          <p className="text-sm text-muted">All changes saved</p>
        ) : null}
      </div>
      {guard.prompt}
    </form>
  );
}
