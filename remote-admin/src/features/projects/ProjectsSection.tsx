import { useState } from 'react';
import { App, Button, Flex } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { PROJECT_MESSAGES, type ProjectView } from '@studio/contracts/projects';
import { deleteProject, listProjects } from './api';
import { ProjectList } from './ProjectList';
import { ProjectForm } from './ProjectForm';
import { useList } from '../../shared/useList';
import { ERROR_TITLE, SUCCESS_TITLE, useNotify } from '../../shared/useNotify';

/** The Projetos section: 'Novo Projeto', the list, the form dialog and the delete confirmation. */
export default function ProjectsSection() {
  const [form, setForm] = useState<{ open: boolean; project: ProjectView | null }>({ open: false, project: null });
  const { modal } = App.useApp();
  const notify = useNotify();

  const { items: projects, loading, reload: load } = useList(listProjects, () => notify.error(ERROR_TITLE, PROJECT_MESSAGES.loadError));

  const remove = (project: ProjectView) =>
    modal.confirm({
      title: PROJECT_MESSAGES.deleteConfirm,
      content: project.title,
      okText: 'Excluir',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      onOk: async () => {
        try {
          await deleteProject(project.id);
          notify.success(SUCCESS_TITLE, PROJECT_MESSAGES.deleted);
          await load();
        } catch {
          notify.error(ERROR_TITLE, PROJECT_MESSAGES.deleteError);
        }
      },
    });

  return (
    <section aria-label="Projetos do portfólio">
      <Flex justify="end" className="adm-toolbar">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true, project: null })}>
          Novo Projeto
        </Button>
      </Flex>
      <ProjectList projects={projects} loading={loading} onEdit={(project) => setForm({ open: true, project })} onDelete={remove} />
      <ProjectForm
        open={form.open}
        project={form.project}
        onClose={() => setForm({ open: false, project: null })}
        onSaved={() => {
          setForm({ open: false, project: null });
          void load();
        }}
      />
    </section>
  );
}
