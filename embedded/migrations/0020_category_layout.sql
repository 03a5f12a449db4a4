-- A category's own layout (Shopware's category.cmsPageId): the CMS page the category route resolves
-- with the category. NULL for a category without one (its page is built from its product listing).
ALTER TABLE category ADD COLUMN cms_page_id TEXT REFERENCES cms_page(id);
