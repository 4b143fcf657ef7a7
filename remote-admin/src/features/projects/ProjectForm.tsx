import { Checkbox, DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  PROJECT_LIMITS,
  PROJECT_MESSAGES,
  PROJECT_STATUSES,
  PROJECT_STATUS_LABELS,
  cleanList,
  type ProjectBody,
  type ProjectView,
} from '@studio/contracts/projects';
import { createProject, updateProject } from './api';
import { ListField } from './ListField';
import { DISPLAY_DATE, ISO_DAY } from '../../shared/dates';
import { FormModal, SCROLLING_BODY } from '../../shared/FormModal';
import { useSave } from '../../shared/useSave';

interface Props {
  open: boolean;
  project: ProjectView | null;
  onClose: () => void;
  onSaved: () => void;
}

type Values = Omit<ProjectBody, 'date'> & { date: Dayjs | null };

const EMPTY: Values = { title: '', description: '', category: '', client: '', date: null, tags: [], images: [], featured: false, status: 'completed' };

/** admin-area.md §2 "Project form dialog": at most 2xl wide and 90% of the viewport tall. */
export function ProjectForm({ open, project, onClose, onSaved }: Props) {
  const [form] = Form.useForm<Values>();
  const { saving, save } = useSave();
  const editing = project !== null;

  const initial: Values = project
    ? {
        title: project.title,
        description: project.description,
        category: project.category,
        client: project.client,
        date: project.date ? dayjs(project.date, ISO_DAY) : null,
        tags: project.tags,
        images: project.images,
        featured: project.featured,
        status: project.status,
      }
    : EMPTY;

  async function submit(v: Values) {
    const body: ProjectBody = {
      title: v.title.trim(),
      description: v.description?.trim() ?? '',
      category: v.category?.trim() ?? '',
      client: v.client?.trim() ?? '',
      date: v.date ? v.date.format(ISO_DAY) : null,
      tags: cleanList(v.tags ?? []),
      images: cleanList(v.images ?? []),
      featured: Boolean(v.featured),
      status: v.status,
    };
    await save(
      () => (editing ? updateProject(project.id, body) : createProject(body)),
      editing ? PROJECT_MESSAGES.updated : PROJECT_MESSAGES.created,
      PROJECT_MESSAGES.saveError,
      onSaved,
    );
  }

  return (
    <FormModal
      open={open}
      title={editing ? 'Editar Projeto' : 'Novo Projeto'}
      width="42rem"
      className="adm-project-modal"
      styles={SCROLLING_BODY}
      name="project-form"
      form={form}
      initialValues={initial}
      onFinish={submit}
      onClose={onClose}
      saving={saving}
      saveLabel={editing ? 'Atualizar Projeto' : 'Criar Projeto'}
    >
      <Form.Item label="Título" name="title" rules={[{ required: true, whitespace: true, message: PROJECT_MESSAGES.titleRequired }]}>
        <Input maxLength={PROJECT_LIMITS.title} placeholder="Ex.: Identidade visual da Padaria Trigo" />
      </Form.Item>
      <Form.Item label="Descrição" name="description">
        <Input.TextArea rows={3} maxLength={PROJECT_LIMITS.description} />
      </Form.Item>
      <div className="adm-form-row">
        <Form.Item label="Categoria" name="category">
          <Input maxLength={PROJECT_LIMITS.category} placeholder="Ex.: Branding" />
        </Form.Item>
        <Form.Item label="Cliente" name="client">
          <Input maxLength={PROJECT_LIMITS.client} />
        </Form.Item>
      </div>
      <div className="adm-form-row">
        <Form.Item label="Data do projeto" name="date">
          <DatePicker format={DISPLAY_DATE} style={{ width: '100%' }} placeholder="dd/mm/aaaa" />
        </Form.Item>
        <Form.Item label="Status" name="status">
          <Select options={PROJECT_STATUSES.map((s) => ({ value: s, label: PROJECT_STATUS_LABELS[s] }))} />
        </Form.Item>
      </div>
      <Form.Item name="featured" valuePropName="checked">
        <Checkbox>Projeto em destaque</Checkbox>
      </Form.Item>
      <Form.Item label="Tags" name="tags">
        <ListField itemLabel="tag" placeholder="Ex.: Branding" maxLength={PROJECT_LIMITS.tag} maxItems={PROJECT_LIMITS.tags} />
      </Form.Item>
      <Form.Item label="Imagens (URLs)" name="images">
        <ListField itemLabel="URL da imagem" placeholder="https://..." maxLength={PROJECT_LIMITS.image} maxItems={PROJECT_LIMITS.images} previews />
      </Form.Item>
    </FormModal>
  );
}
