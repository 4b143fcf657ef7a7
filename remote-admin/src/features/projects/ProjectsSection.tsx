import { Button, Flex } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { PROJECT_MESSAGES, type ProjectView } from '@studio/contracts/projects';
import { deleteProject, listProjects } from './api';
import { ProjectList } from './ProjectList';
import { ProjectForm } from './ProjectForm';
import { useConfirmDelete } from '../../shared/useConfirmDelete';
import { useEditor } from '../../shared/useEditor';
import { useList } from '../../shared/useList';
import { ERROR_TITLE, useNotify } from '../../shared/useNotify';

/** The Projetos section: 'Novo Projeto', the list, the form dialog and the delete confirmation. */
export default function ProjectsSection() {
  const form = useEditor<ProjectView>();
  const confirmDelete = useConfirmDelete();
  const notify = useNotify();

  const { items: projects, loading, reload: load } = useList(listProjects, () => notify.error(ERROR_TITLE, PROJECT_MESSAGES.loadError));

  const remove = (project: ProjectView) =>
    confirmDelete({
      title: PROJECT_MESSAGES.deleteConfirm,
      content: project.title,
      remove: () => deleteProject(project.id),
      deleted: PROJECT_MESSAGES.deleted,
      failed: PROJECT_MESSAGES.deleteError,
      after: load,
    });

  return (
    <section aria-label="Projetos do portfólio">
      <Flex justify="end" className="adm-toolbar">
        <Button type="primary" icon={<PlusOutlined />} onClick={form.create}>
          Novo Projeto
        </Button>
      </Flex>
      <ProjectList projects={projects} loading={loading} onEdit={form.edit} onDelete={remove} />
      <ProjectForm
        open={form.open}
        project={form.item}
        onClose={form.close}
        onSaved={() => {
          form.close();
          void load();
        }}
      />
    </section>
  );
}
