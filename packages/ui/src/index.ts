export * from './button.tsx';
export * from './price-tag.tsx';
export * from './skeleton.tsx';
export * from './star-rating.tsx';
export * from './dialog-keys.ts';
export * from './modal.tsx';
export * from './status-badge.tsx';
