import type { Contact, Country, Tag } from './types.ts';

export const initialTags = (): Tag[] => [
  { id: 'tag-cliente', title: 'Cliente' },
  { id: 'tag-asesor', title: 'Asesor' },
  { id: 'tag-familia', title: 'Familia' },
];

export const countries: Country[] = [
  { id: 'cl', iso: 'cl', name: 'Chile', code: '+56', flagImagePos: '-1px -1006px' },
  { id: 'ar', iso: 'ar', name: 'Argentina', code: '+54', flagImagePos: '-1px -52px' },
  { id: 'pe', iso: 'pe', name: 'Perú', code: '+51', flagImagePos: '-1px -2068px' },
  { id: 'es', iso: 'es', name: 'España', code: '+34', flagImagePos: '-1px -1294px' },
];

const person = (id: number, name: string, company: string, title: string, tags: string[]): Contact => ({
  id: `contact-${id}`,
  avatar: null,
  background: null,
  name,
  emails: [{ email: `${name.split(' ')[0]?.toLowerCase()}@example.cl`, label: 'Trabajo' }],
  phoneNumbers: [{ country: 'cl', phoneNumber: `9 ${5000_0000 + id * 1111}`, label: 'Móvil' }],
  title,
  company,
  birthday: null,
  address: 'Av. Providencia 1234, Santiago',
  notes: '',
  tags,
});

export const initialContacts = (): Contact[] => [
  person(1, 'Javiera Campos', 'Portal Inversiones', 'Asesora financiera', ['tag-asesor']),
  person(2, 'Rodrigo Araya', 'Inversiones Andes SpA', 'Gerente general', ['tag-cliente']),
  person(3, 'Camila Rojas', 'Independiente', 'Arquitecta', ['tag-cliente']),
  person(4, 'Tomás Fuentes', 'Transportes Soto SpA', 'Contador', []),
  person(5, 'Antonia Valdés', 'Clínica Las Condes', 'Médica', ['tag-familia']),
  person(6, 'Benjamín Silva', 'Viña Santa Rita', 'Enólogo', ['tag-cliente']),
  person(7, 'Isidora Muñoz', 'Universidad de Chile', 'Académica', []),
  person(8, 'Agustín Pérez', 'Panadería Los Aromos', 'Dueño', ['tag-cliente', 'tag-familia']),
  person(9, 'Martina González', 'Codelco', 'Ingeniera', []),
  person(10, 'Vicente Morales', 'Banco Estado', 'Ejecutivo', ['tag-asesor']),
  person(11, 'Florencia Díaz', 'Independiente', 'Diseñadora', []),
  person(12, 'Maximiliano Soto', 'Inmobiliaria Quillota', 'Corredor', ['tag-cliente']),
];
