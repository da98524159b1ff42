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

Status failure(const QString& message) {
  return Status::error(StatusCode::DeviceError, message.toStdString());
}

Status addShader(QOpenGLShaderProgram& program, QOpenGLShader::ShaderType type, const QString& path,
                 const QByteArray& defines = {}) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly))
    return failure(ShaderText::tr("cannot read shader %1").arg(path));
  QByteArray source = file.readAll();
  if (!defines.isEmpty()) source.insert(source.indexOf('\n') + 1, defines);
  if (program.addShaderFromSourceCode(type, source)) return Status::ok();
  return failure(ShaderText::tr("The shader %1 did not compile:\n%2")
                     .arg(QFileInfo(path).fileName(), program.log()));
}

}  // namespace

Result<QOpenGLShaderProgram*> buildShaderProgram(const QString& vertexPath,
                                                 const QString& fragmentPath,
                                                 const QByteArray& defines) {
  auto program = std::make_unique<QOpenGLShaderProgram>();
  if (Status s = addShader(*program, QOpenGLShader::Vertex, vertexPath); !s) return s;
  if (Status s = addShader(*program, QOpenGLShader::Fragment, fragmentPath, defines); !s) return s;
  if (!program->link())
    return failure(ShaderText::tr("The shaders %1 and %2 did not link:\n%3")
                       .arg(QFileInfo(vertexPath).fileName(), QFileInfo(fragmentPath).fileName(),
                            program->log()));
  return program.release();
}

}  // namespace convscope::gui
