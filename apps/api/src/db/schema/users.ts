import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { activeStatuses, roles, userTypes } from '@casebridge/contract/enums';
import { companies, countries } from './companies.ts';
import { enumCheck } from './enum-check.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    phoneCountryCode: text('phone_country_code').notNull().default('US'),
    countryId: integer('country_id').references(() => countries.id),
    city: text('city'),
    role: text('role', { enum: roles }).notNull().default('caller'),
    type: text('type', { enum: userTypes }).notNull().default('basic'),
    status: text('status', { enum: activeStatuses }).notNull().default('active'),
    registrationType: text('registration_type'),
    passwordHash: text('password_hash'),
    focusGroup: boolean('focus_group').notNull().default(false),
    agreementDate: timestamp('agreement_date', { withTimezone: true }),
    forceUpdateProfile: boolean('force_update_profile').notNull().default(false),
    forceUpdateAgreement: boolean('force_update_agreement').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Access tokens issued before this second no longer hold (set when the password is reset or changed). */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_company_idx').on(t.companyId, t.status),
    index('users_last_login_idx').on(t.lastLoginAt),
    // Substring search (super-admin user search, group user search): lower(column) LIKE '%term%'.
    index('users_first_name_trgm_idx').using('gin', sql`lower(${t.firstName}) gin_trgm_ops`),
    index('users_last_name_trgm_idx').using('gin', sql`lower(${t.lastName}) gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    index('users_country_idx').on(t.countryId),
    enumCheck('users_role_check', t.role, roles),
    enumCheck('users_type_check', t.type, userTypes),
    enumCheck('users_status_check', t.status, activeStatuses),
  ],
);
