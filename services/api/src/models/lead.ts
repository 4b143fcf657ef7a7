import { Schema, type Types } from 'mongoose';
import { defineModel } from './define';

export type PreferenciaContato = 'whatsapp' | 'email' | 'ligacao';

export interface LeadContact {
  nome: string;
  whatsapp: string;
  email: string;
  empresa: string;
  instagram: string;
  preferenciaContato: PreferenciaContato;
}

/** A quiz submission (`POST /api/quiz-submissions`), stored before any e-mail is queued. */
export interface LeadDoc {
  _id: Types.ObjectId;
  /** question number ('1'..'7') → chosen option texts, as in the quiz (the value 'Outro' included) */
  answers: Map<string, string[]>;
  /** question number → the free text typed after choosing 'Outro' */
  customAnswers: Map<string, string>;
  contact: LeadContact;
  /** set by an admin once the studio has replied */
  contacted: boolean;
  /** the visitor's address as the API saw it (rate limiting, abuse reports) */
  ip: string;
  createdAt: Date;
  updatedAt: Date;
}

const contactSchema = new Schema<LeadContact>(
  {
    nome: { type: String, required: true },
    whatsapp: { type: String, default: '' },
    email: { type: String, required: true },
    empresa: { type: String, default: '' },
    instagram: { type: String, default: '' },
    preferenciaContato: { type: String, enum: ['whatsapp', 'email', 'ligacao'], required: true },
  },
  { _id: false },
);

const schema = new Schema<LeadDoc>(
  {
    answers: { type: Map, of: [String], required: true },
    customAnswers: { type: Map, of: String, default: () => new Map() },
    contact: { type: contactSchema, required: true },
    contacted: { type: Boolean, default: false },
    ip: { type: String, default: '' },
  },
  { timestamps: true, versionKey: false },
);
// The admin's list is newest first.
schema.index({ createdAt: -1 });

export const leadModel = defineModel<LeadDoc>('Lead', schema, 'leads');
