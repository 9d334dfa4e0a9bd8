// What other modules may use of the blog (docs/architecture.md, "Layout").
export { isPublic as isPublicBlog } from './service.ts';
