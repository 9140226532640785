// Who may do what: roles and their members, the menu tree, and the menu authority given to roles and to
// users. The guard reads these on every request (platform/auth/sessions.repo.ts) and the header's menu list
// comes from the same rows; the roles, menus and users features change them through their services.
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, check, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, type Labels } from '../db/shared.tables.ts';
import { users } from './identity.tables.ts';

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  /** Stable key of a built-in role (SYSTEM_ADMIN …); null for roles administrators create. */
  roleKey: text('role_key').unique(),
  roleName: text('role_name').notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('roles_role_name_key').on(sql`lower(${t.roleName})`)]);

export const userRoles = pgTable('user_roles', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)]);

export const menus = pgTable('menus', {
  menuId: text('menu_id').primaryKey(),
  parentMenuId: text('parent_menu_id').references((): AnyPgColumn => menus.menuId),
  menuUrl: text('menu_url').notNull(),
  labels: jsonb('labels').$type<Labels>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  useYn: text('use_yn', { enum: ['Y', 'N'] }).notNull().default('Y'),
}, (t) => [index('menus_parent_idx').on(t.parentMenuId)]);

export const roleMenus = pgTable('role_menus', {
  roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
  menuId: text('menu_id').notNull().references(() => menus.menuId, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.roleId, t.menuId] })]);

/** Menu authority given to one user directly, on top of their roles'. */
export const userMenus = pgTable('user_menus', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  menuId: text('menu_id').notNull().references(() => menus.menuId, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.userId, t.menuId] })]);

/**
 * How many times the tables above have changed: one row, bumped by a statement trigger on each of them (migration
 * 0022) in the changing transaction, so whoever reads the new number also sees the change. Every instance keys what
 * it keeps in memory of these tables (the menu tree, the roles' menus) by it, and the guard reads it with the session.
 */
export const accessVersion = pgTable('access_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
}, (t) => [check('access_version_one_row', sql`${t.id} = 1`)]);
