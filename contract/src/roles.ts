// Roles (/management/role, /role/user): unique names, and the users who hold each (APP users never).
import { z } from 'zod';
import { UserType } from './accounts.ts';

const id = z.number().int().positive();

export const RoleItem = z.object({ id, roleKey: z.string().nullable(), roleName: z.string(), userCount: z.number().int(), createdAt: z.string() });
export type RoleItem = z.infer<typeof RoleItem>;
export const RoleList = z.object({ roleList: z.array(RoleItem) });
export const RoleSave = z.object({ id: id.optional(), roleName: z.string().trim().min(1).max(100) });
export const RoleIdBody = z.object({ id });

export const RoleUserQuery = z.object({ roleId: id, keyword: z.string().trim().max(100).optional() });
export const RoleUser = z.object({ userId: id, loginId: z.string(), name: z.string(), company: z.string().nullable(), userType: UserType });
export type RoleUser = z.infer<typeof RoleUser>;
export const RoleUserList = z.object({ userList: z.array(RoleUser) });
export const RoleUserChange = z.object({ roleId: id, userId: id });
/** People who could be added to a role: by ID, name or company; APP users are never found. */
export const RoleCandidateQuery = z.object({ roleId: id, keyword: z.string().trim().min(1).max(100) });
