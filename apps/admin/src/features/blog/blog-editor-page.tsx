import { useParams } from 'react-router';
import { BackLink } from '../../components/back-link';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { formatDate } from '../../lib/format';
import { useBlog } from './api/get-blog';
import { useBlogs } from './api/get-blogs';
import { BlogForm, EMPTY_POST } from './blog-form';
import { ViewOnShopLink } from './view-on-shop-link';

/** /blog/new and /blog/:id: write a post, or edit one (its publication date stays). */
export function BlogEditorPage() {
  const { id } = useParams();
  const blog = useBlog(id);
  const blogs = useBlogs();
  const categories = [...new Set((blogs.data ?? []).map((b) => b.category))].sort();

  return (
    <>
      <BackLink to="/blog">All posts</BackLink>
      {id ? (
        <QueryState query={blog}>
          {blog.data ? (
            <>
              <PageHeader
                title="Edit post"
                description={<>Published {formatDate(Date.parse(blog.data.createdAt))}</>}
                actions={<ViewOnShopLink blogId={blog.data._id} className="self-center" />}
              />
              <BlogForm
                key={blog.data._id}
                blogId={blog.data._id}
                initial={{
                  title: blog.data.title,
                  category: blog.data.category,
                  content: blog.data.content,
                  image: blog.data.image,
                }}
                categories={categories}
              />
            </>
          ) : null}
        </QueryState>
      ) : (
        <>
          <PageHeader
            title="New post"
            description="It appears on the shop's home page and at its own address as soon as it is published."
          />
          <BlogForm key="new" initial={EMPTY_POST} categories={categories} />
        </>
      )}
    </>
  );
}
