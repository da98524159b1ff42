// Builds a GL program from two shader files of the resources (":/shaders/...", from shaders/ at
// the top of the tree), with the compiler's log in the error when they do not build.
#pragma once

#include <QByteArray>
#include <QString>

class QOpenGLShaderProgram;

namespace convscope::gui {

// A linked program (the caller owns it), or null with `error` set: a file missing, or a shader
// that does not compile or link. `defines` ("#define NAME\n" lines) go after the fragment
// shader's #version line, for a shader built in variants. Call with a GL context current.
QOpenGLShaderProgram* buildShaderProgram(const QString& vertexPath, const QString& fragmentPath,
                                         QString* error, const QByteArray& defines = {});

}  // namespace convscope::gui
