#include "gui/gl/shader_program.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QOpenGLShaderProgram>
#include <memory>

namespace convscope::gui {

namespace {

class ShaderText {
  Q_DECLARE_TR_FUNCTIONS(ShaderText)
};

bool addShader(QOpenGLShaderProgram& program, QOpenGLShader::ShaderType type, const QString& path,
               QString* error, const QByteArray& defines = {}) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) {
    *error = ShaderText::tr("cannot read shader %1").arg(path);
    return false;
  }
  QByteArray source = file.readAll();
  if (!defines.isEmpty()) source.insert(source.indexOf('\n') + 1, defines);
  if (program.addShaderFromSourceCode(type, source)) return true;
  *error = ShaderText::tr("The shader %1 did not compile:\n%2")
               .arg(QFileInfo(path).fileName(), program.log());
  return false;
}

}  // namespace

QOpenGLShaderProgram* buildShaderProgram(const QString& vertexPath, const QString& fragmentPath,
                                         QString* error, const QByteArray& defines) {
  auto program = std::make_unique<QOpenGLShaderProgram>();
  if (!addShader(*program, QOpenGLShader::Vertex, vertexPath, error) ||
      !addShader(*program, QOpenGLShader::Fragment, fragmentPath, error, defines)) {
    return nullptr;
  }
  if (!program->link()) {
    *error = ShaderText::tr("The shaders %1 and %2 did not link:\n%3")
                 .arg(QFileInfo(vertexPath).fileName(), QFileInfo(fragmentPath).fileName(),
                      program->log());
    return nullptr;
  }
  return program.release();
}

}  // namespace convscope::gui
