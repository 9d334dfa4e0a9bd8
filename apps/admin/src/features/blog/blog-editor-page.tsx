import { useParams } from 'react-router';
import { BackLink } from '../../components/back-link';
import { DetailPage } from '../../components/detail-page';
import { PageHeader } from '../../components/page-header';
import { dateToJubaLocal } from '@shop/contracts';
import { useBlog } from './api/get-blog';
import { useBlogs } from './api/get-blogs';
import { BlogForm, EMPTY_POST } from './blog-form';
import { BlogStatusBadge, publicationText } from './blog-status';
import { PreviewLink, ViewOnShopLink } from './view-on-shop-link';

/** /blog/new and /blog/:id: write a post, or edit one, its status and publish time included. */
export function BlogEditorPage() {
  const { id } = useParams();
  const blog = useBlog(id);
  const blogs = useBlogs();
  const categories = [...new Set((blogs.data?.blogs ?? []).map((b) => b.category))].sort();

  if (id) {
    return (
      <DetailPage
        query={blog}
        back={{ to: '/blog', label: 'All posts' }}
        header={(post) => ({
          title: 'Edit post',
          description: (
            <span className="inline-flex flex-wrap items-center gap-2">
              <BlogStatusBadge status={post.status} />
              <span>{publicationText(post)}</span>
            </span>
          ),
          actions: (
            <span className="flex flex-wrap items-center gap-4 self-center">
              <PreviewLink blogId={post._id} />
              {post.status === 'published' ? <ViewOnShopLink blogId={post._id} /> : null}
            </span>
          ),
        })}
      >
        {(post) => (
          <BlogForm
            key={post._id}
            blogId={post._id}
            initial={{
              title: post.title,
              category: post.category,
              content: post.content,
              image: post.image,
              status: post.status === 'draft' ? 'draft' : 'published',
              publishAt: post.publishAt ? dateToJubaLocal(new Date(post.publishAt)) : '',
            }}
            stored={post.status === 'draft' ? 'draft' : 'published'}
            categories={categories}
          />
        )}
      </DetailPage>
    );
  }
  return (
    <>
      <BackLink to="/blog">All posts</BackLink>
      <PageHeader
        title="New post"
        description="Published, it appears on the shop's home page, the blog and at its own address from its publish time; a draft waits, seen by staff alone."
      />
      <BlogForm key="new" initial={EMPTY_POST} categories={categories} />
    </>
  );
}
