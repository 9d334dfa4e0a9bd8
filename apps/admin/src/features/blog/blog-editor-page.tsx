import { useParams } from 'react-router';
import { BackLink } from '../../components/back-link';
import { DetailPage } from '../../components/detail-page';
import { PageHeader } from '../../components/page-header';
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

  if (id) {
    return (
      <DetailPage
        query={blog}
        back={{ to: '/blog', label: 'All posts' }}
        header={(post) => ({
          title: 'Edit post',
          description: <>Published {formatDate(Date.parse(post.createdAt))}</>,
          actions: <ViewOnShopLink blogId={post._id} className="self-center" />,
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
            }}
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
        description="It appears on the shop's home page and at its own address as soon as it is published."
      />
      <BlogForm key="new" initial={EMPTY_POST} categories={categories} />
    </>
  );
}
