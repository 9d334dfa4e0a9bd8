import { imageAtWidth, type AdminBlogListResponse } from '@shop/contracts';
import { Button, buttonClass } from '@shop/ui';
import { Link } from 'react-router';
import { CardList } from '../../components/card-list';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { useConfirmedDelete } from '../../components/use-confirmed-delete';
import { useDeleteBlog } from './api/delete-blog';
import { useBlogs } from './api/get-blogs';
import { BlogStatusBadge, publicationText } from './blog-status';
import { PreviewLink, ViewOnShopLink } from './view-on-shop-link';

type Listed = AdminBlogListResponse['blogs'][number];

/** Every post, drafts and scheduled ones too, newest first; write, preview, edit or delete. */
export function BlogPage() {
  const blogs = useBlogs();
  const list = blogs.data?.blogs;
  const remove = useDeleteBlog();
  const deleting = useConfirmedDelete<Listed>(remove, {
    title: 'Delete this post?',
    confirmLabel: 'Delete post',
    body: (blog) => <>“{blog.title}” is removed from the shop for good, with its image.</>,
  });

  return (
    <>
      <PageHeader
        title="Blog"
        description="A draft is seen by staff alone (Preview). A published post shows on the shop from its publish time (Juba time), at once or when a later time comes."
        create={{ to: '/blog/new', label: 'New post' }}
      />
      <QueryState
        query={blogs}
        isEmpty={list?.length === 0}
        empty="No posts yet. Write the first one."
      >
        <CardList>
          {list?.map((blog) => (
            <li key={blog._id} className="flex flex-wrap items-center gap-3 p-3 sm:gap-4 sm:p-4">
              <img
                src={imageAtWidth(blog.image, 480)}
                alt=""
                width={96}
                height={64}
                loading="lazy"
                className="h-16 w-24 shrink-0 rounded-lg bg-stone-200 object-cover"
              />
              <div className="min-w-0 flex-1 basis-48">
                <Link
                  to={`/blog/${blog._id}`}
                  className="font-semibold break-words text-ink hover:text-brand-700 hover:underline"
                >
                  {blog.title}
                </Link>
                <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
                  <BlogStatusBadge status={blog.status} />
                  <span>{publicationText(blog)}</span>
                  <span aria-hidden="true">·</span>
                  <span className="font-medium text-brand-800">{blog.category}</span>
                </p>
              </div>
              <div className="flex w-full flex-wrap items-center gap-x-4 gap-y-2 sm:w-auto">
                {blog.status === 'published' ? (
                  <ViewOnShopLink blogId={blog._id} title={blog.title} className="text-sm" />
                ) : (
                  <PreviewLink blogId={blog._id} title={blog.title} className="text-sm" />
                )}
                <Link
                  to={`/blog/${blog._id}`}
                  className={buttonClass('secondary', 'min-h-10 px-4')}
                  aria-label={`Edit “${blog.title}”`}
                >
                  Edit
                </Link>
                <Button
                  variant="ghost"
                  className="min-h-10 px-4 text-red-700!"
                  onClick={() => deleting.ask(blog)}
                  aria-label={`Delete “${blog.title}”`}
                  disabled={remove.isPending}
                >
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </CardList>
      </QueryState>
      {deleting.prompt}
    </>
  );
}
